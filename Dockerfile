# One image for both processes: `node api/dist/main.js` (the default) or `node worker/dist/main.js`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The lockfile was written by npm 11; the image ships npm 10.
RUN npm install -g npm@11
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# NODE_OPTIONS: as `npm start` runs them (scripts/start/supervise.mjs, PRODUCT_NODE_OPTIONS).
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-semi-space-size=32 \
    PORT=3000 \
    WEB_DIST_DIR=/app/web/dist
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
