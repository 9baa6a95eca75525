// `npm start` runs this first: the client is rebuilt only when web/ changed since the last build.
import { ensureWebBuild, webBuildIsStale } from './web-build.ts';

if (webBuildIsStale()) {
  console.log('Building the web client (web/ changed since the last build)...');
  await ensureWebBuild();
}
