// The catalogue screens' view of who is looking, from the accounts feature's (composed here, since
// features do not import each other).
import type { Viewer } from '@/lib/app-user/use-viewer';
import type { CatalogueViewer } from '@/features/recipes/hooks/use-recipe-actions';

export const catalogueViewer = (viewer: Viewer): CatalogueViewer => ({
  appUserId: viewer.appUserId,
  canPlan: viewer.status === 'cook' && viewer.setupComplete && viewer.hasAccess,
});
