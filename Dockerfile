# One image for every part (api, projector, worker); the part is the command: npm run start:api,
# start:projector or start:worker (docker-compose.yml), or npm start for all three in one container.
# Larder runs its TypeScript through tsx (a runtime dependency), so only the web client is built.

# Production dependencies only. The embedded PostgreSQL package comes along (it is a dependency of
# the local default) but is never started: production sets DATABASE_URL.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The web client, built once here so containers never build at start (and need no write access).
FROM node:22-bookworm-slim AS web
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY server ./server
COPY web ./web
# Builds and writes the stamp that tells `npm start` (prestart) the client is current.
RUN node --import tsx web/build-if-stale.ts

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY server ./server
COPY workers ./workers
COPY migrations ./migrations
COPY --from=web /app/web ./web
# The only folder the app writes: recipe photos on local disk when Supabase Storage is not set
# (docker-compose.yml mounts a volume shared by the api replicas here).
RUN mkdir -p /app/.data/images && chown -R node:node /app/.data
USER node
EXPOSE 3000
# /healthz where this part serves it: METRICS_PORT when set (a projector or worker has no api port;
# docker-compose.yml sets 9464 on every part), else the api's PORT.
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+(process.env.METRICS_PORT||process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" || exit 1
CMD ["npm", "start"]
