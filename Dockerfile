# Build stage: compile the release binary.
FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock rustfmt.toml ./
COPY crates crates
COPY src src
COPY benches benches
COPY migrations migrations
COPY assets assets
RUN cargo build --release --locked --bin touchline

# Run stage: the binary alone, as an unprivileged user, with the database on a volume.
FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin touchline \
    && mkdir -p /data && chown touchline /data
COPY --from=build /src/target/release/touchline /usr/local/bin/touchline
USER touchline
WORKDIR /data
ENV TOUCHLINE_DATABASE_PATH=/data/touchline.db
VOLUME ["/data"]
ENTRYPOINT ["touchline"]
CMD ["serve"]
