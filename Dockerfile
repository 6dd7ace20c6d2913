# The bot as a container image: the release binary (fonts and catalogues are compiled in)
# on Debian slim, run as a user without privileges, the sled database in /data.
#   docker build -t checkers-bot .
#   docker run -e DISCORD_TOKEN=… -v checkers-data:/data checkers-bot
# With PostgreSQL and a health check: compose.yaml (docs/operating.md, "Container").
# Without a container registry, scripts/container-build.sh makes both base images from
# Debian's packages and builds this file with them (podman).

# Both stages on one Debian release, so the binary finds the C library it was linked with.
ARG BUILD_IMAGE=rust:1-trixie
ARG RUNTIME_IMAGE=debian:trixie-slim

FROM ${BUILD_IMAGE} AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin checkers-bot

FROM ${RUNTIME_IMAGE}
# TLS to Discord and to PostgreSQL trusts the Mozilla roots compiled into the binary, so
# the image needs no packages.
RUN groupadd --gid 10001 checkers \
    && useradd --uid 10001 --gid checkers --no-create-home --shell /usr/sbin/nologin checkers \
    && mkdir /data && chown checkers:checkers /data
COPY --from=build /src/target/release/checkers-bot /usr/local/bin/checkers-bot
COPY fonts/LICENSE-*.txt /usr/share/doc/checkers-bot/
# Numeric, so that an orchestrator (Kubernetes' runAsNonRoot) can see it is not root.
USER 10001:10001
WORKDIR /data
VOLUME /data
ENV CHECKERS_DB=/data/bot \
    CHECKERS_METRICS_LISTEN=0.0.0.0:9100
EXPOSE 9100
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s \
    CMD ["checkers-bot", "health", "--url", "http://127.0.0.1:9100/healthz"]
# SIGTERM drains the commands in flight (up to 30 s) before it disconnects.
STOPSIGNAL SIGTERM
ENTRYPOINT ["checkers-bot"]
CMD ["bot"]
