# The load balancer in front of the session-server replicas (docker/compose.yaml `balancer`), unprivileged.
#   docker build -f docker/balancer.Dockerfile -t lgb-balancer .
# Base image: the official nginx by default (docker/base-images.sh: a local equivalent for machines without a registry).
ARG NGINX_IMAGE=nginx:1.27-bookworm
FROM ${NGINX_IMAGE}
# Run by `nginx` (the image's user): the pid file moves where it may write; temporary files are set in balancer.conf.
RUN sed -i -e '/^user /d' -e 's|^pid .*|pid /tmp/nginx.pid;|' /etc/nginx/nginx.conf \
 && rm -f /etc/nginx/conf.d/*.conf
COPY docker/nginx/balancer.conf /etc/nginx/conf.d/balancer.conf
USER nginx
EXPOSE 8080
# Healthy when it can route: a replica answers /healthz through it (its internal port 8081 is not published).
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8081 && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && head -1 <&3 | grep -q ' 200 '"]
