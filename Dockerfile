# Touchline's image: `docker build .` (or `docker compose up -d`, see README.md).
#
# The base images are build arguments, so a machine without the public registry can build with
# local ones (scripts/docker-smoke.sh makes them from Debian's packages).
ARG RUST_IMAGE=rust:1.95-slim-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# The workspace's shape without its code: every manifest, and an empty file in place of each
# crate root, binary and benchmark. A source change leaves this output unchanged, so the
# dependency layer built from it below is reused.
FROM ${RUST_IMAGE} AS skeleton
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
WORKDIR /src
COPY . .
RUN mkdir /skeleton \
    && find . -path ./target -prune -o \( -name Cargo.toml -o -name Cargo.lock \) -exec cp --parents {} /skeleton \; \
    && find . -path ./target -prune -o \( -path '*/src/lib.rs' -o -path '*/src/main.rs' -o -path '*/benches/*.rs' \) -print \
        | while read -r file; do \
            mkdir -p "/skeleton/${file%/*}"; \
            if [[ $file == */lib.rs ]]; then : >"/skeleton/$file"; else echo 'fn main() {}' >"/skeleton/$file"; fi; \
        done

FROM ${RUST_IMAGE} AS build
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
WORKDIR /src
# Every dependency, compiled once: this layer is rebuilt only when a manifest or Cargo.lock changes.
COPY --from=skeleton /skeleton ./
RUN cargo build --release --locked --bin touchline
# Then Touchline itself. The copied files can be older than the placeholders just compiled, so
# they are touched for cargo to see them as changed.
COPY . .
RUN find . -path ./target -prune -o -name '*.rs' -print0 | xargs -0 touch \
    && cargo build --release --locked --bin touchline

# The running image: the binary, a user of its own, and the database on a volume.
FROM ${RUNTIME_IMAGE}
RUN groupadd --system --gid 10001 touchline \
    && useradd --system --uid 10001 --gid touchline --home-dir /data --shell /usr/sbin/nologin touchline \
    && mkdir -p /data \
    && chown touchline:touchline /data
COPY --from=build /src/target/release/touchline /usr/local/bin/touchline
COPY docker/entrypoint.sh /usr/local/bin/touchline-entrypoint
ENV TOUCHLINE_DATABASE_PATH=/data/touchline.db
VOLUME ["/data"]
# The read-only web pages, when TOUCHLINE_WEB_LISTEN is set to 0.0.0.0:8080.
EXPOSE 8080
WORKDIR /data
# The bot finishes the moves under way, closes the gateway and checkpoints the database on SIGTERM.
STOPSIGNAL SIGTERM
# Healthy: the bot is connected to Discord and its database takes writes (from the status file
# it rewrites every 5 s beside the database).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["touchline", "health"]
ENTRYPOINT ["touchline-entrypoint"]
CMD ["serve"]
