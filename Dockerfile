# One image for every part (api, projector, worker); the part is chosen by LARDER_ROLES.
# Larder runs its TypeScript through tsx (a runtime dependency), so there is no separate build.

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The embedded PostgreSQL package is only for the local default; production uses DATABASE_URL.
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY server ./server
COPY workers ./workers
COPY migrations ./migrations
COPY web ./web
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" || exit 1
CMD ["npm", "start"]
