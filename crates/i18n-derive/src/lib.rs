//! `#[derive(Named)]`: a plain enum's message ids, made from its variants' names so that no id
//! table is written by hand. `#[named(prefix = "step")]` on the enum, and `Step::ForwardPass`
//! is said by the message `step-forward-pass`; a variant whose word is not its name says so
//! with `#[named("forwards")]`. The trait and its use are `touchline_i18n::Named`'s.

use heck::ToKebabCase;
use proc_macro::TokenStream;
use quote::quote;
use syn::{parse_macro_input, Data, DeriveInput, Fields, LitStr, Meta};

#[proc_macro_derive(Named, attributes(named))]
pub fn derive_named(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    match expand(&input) {
        Ok(tokens) => tokens.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

fn expand(input: &DeriveInput) -> syn::Result<proc_macro2::TokenStream> {
    let Data::Enum(data) = &input.data else {
        return Err(syn::Error::new_spanned(&input.ident, "Named is for enums"));
    };
    let prefix = prefix(input)?;
    let name = &input.ident;
    let (mut variants, mut ids) = (Vec::new(), Vec::new());
    for variant in &data.variants {
        if !matches!(variant.fields, Fields::Unit) {
            return Err(syn::Error::new_spanned(variant, "Named values carry no data: each is one message"));
        }
        let word = match word(&variant.attrs)? {
            Some(word) => word,
            None => variant.ident.to_string().to_kebab_case(),
        };
        variants.push(&variant.ident);
        ids.push(format!("{prefix}-{word}"));
    }
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    Ok(quote! {
        impl #impl_generics ::touchline_i18n::Named for #name #ty_generics #where_clause {
            const IDS: &'static [&'static str] = &[#(#ids),*];
            fn message_id(&self) -> &'static str {
                match self { #(Self::#variants => #ids,)* }
            }
        }
    })
}

/// The enum's `#[named(prefix = "…")]`.
fn prefix(input: &DeriveInput) -> syn::Result<String> {
    for attr in input.attrs.iter().filter(|a| a.path().is_ident("named")) {
        let mut found = None;
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("prefix") {
                found = Some(meta.value()?.parse::<LitStr>()?.value());
                Ok(())
            } else {
                Err(meta.error("the enum takes #[named(prefix = \"…\")]"))
            }
        })?;
        if let Some(prefix) = found {
            return Ok(prefix);
        }
    }
    Err(syn::Error::new_spanned(&input.ident, "Named needs #[named(prefix = \"…\")]: the ids' first word"))
}

/// A variant's own word, `#[named("…")]`, where its name is not it.
fn word(attrs: &[syn::Attribute]) -> syn::Result<Option<String>> {
    let Some(attr) = attrs.iter().find(|a| a.path().is_ident("named")) else { return Ok(None) };
    let Meta::List(_) = &attr.meta else {
        return Err(syn::Error::new_spanned(attr, "a variant takes #[named(\"word\")]"));
    };
    Ok(Some(attr.parse_args::<LitStr>()?.value()))
}
