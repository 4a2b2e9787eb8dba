# The school's server: the website, the API and the school office in one image. Build it with
# the school's settings (they are written into the pages), e.g.
#   docker build --build-arg SCHOOL_CODE=HLCA --build-arg SITE_URL=https://www.school.example .
# docs/deploy.md says how to run it; deploy/compose.yaml runs two behind a TLS proxy.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Read by the build from the environment (empty: the content's own).
ARG SCHOOL_CODE
ARG SITE_URL
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
# MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_ and the node flags below: server/process/process-settings.ts says why.
ENV NODE_ENV=production \
    DATA_DIR=/app/data \
    PORT=3000 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# What the server runs (it never reads app/): its bundle, the migrations, the demo school's
# content, the website, and the sources the office's commands (npm run office) run from.
COPY server ./server
COPY scripts ./scripts
COPY contracts ./contracts
COPY drizzle ./drizzle
COPY demo ./demo
COPY content ./content
COPY --from=build /app/build ./build
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets the requests under way finish: give it SHUTDOWN_TIMEOUT_MS and more.
STOPSIGNAL SIGTERM
CMD ["node", "--liftoff-only", "--max-semi-space-size=2", "--expose-gc", "--disable-warning=ExperimentalWarning", "dist/backend/main.mjs"]
