// The extension's entry: Rancher's loader calls it with the plugin object (@rancher/shell
// core/plugin.ts). It registers the product page "Placement" and the answers on the detail
// pages of Longhorn volumes, Fleet bundles and GitRepos and PersistentVolumeClaims; its labels in en-us,
// ja and uk come from l10n/ (auto-imported, as addL10n registers them).
import { importTypes } from '@rancher/auto-import';
import { IPlugin, PanelLocation, TabLocation } from '@shell/core/types';
import { PRODUCT, ROUTE_NAME, PAGE } from './product';

const points = () => import(/* webpackChunkName: "placement-points" */ './components/points');
const page = () => import(/* webpackChunkName: "placement-page" */ './components/PlacementPage.vue');

// Where each answer goes: the resource's detail page, a panel at its top with the one
// sentence, a tab with the full why.
const ANSWERS: [string, string, string][] = [
  ['longhorn.io.volume', 'LonghornVolumePanel', 'LonghornVolumeTab'],
  ['fleet.cattle.io.bundle', 'FleetBundlePanel', 'FleetBundleTab'],
  // A GitRepo: the same answer for each Bundle it owns.
  ['fleet.cattle.io.gitrepo', 'GitRepoPanel', 'GitRepoTab'],
  ['persistentvolumeclaim', 'ClaimPanel', 'ClaimTab'],
];

export default function(plugin: IPlugin): void {
  importTypes(plugin);
  plugin.metadata = require('./package.json');

  // Rancher 2.15+ has the single-page product (its plugin object has extendProduct, which
  // came with it); before, the product DSL and a route of our own.
  if (typeof (plugin as any).extendProduct === 'function') {
    plugin.addProduct({ name: PRODUCT, labelKey: 'placement.product.label', component: page } as any);
  } else {
    plugin.addProduct(require('./product'));
    plugin.addRoutes([{
      name: ROUTE_NAME, path: `/c/:cluster/${ PRODUCT }/${ PAGE }`, component: page, meta: { product: PRODUCT },
    }]);
  }

  for (const [resource, panel, tab] of ANSWERS) {
    plugin.addPanel(PanelLocation.DETAIL_TOP, { resource: [resource] }, {
      component: () => points().then((m: any) => m[panel]),
    });
    plugin.addTab(TabLocation.RESOURCE_DETAIL, { resource: [resource] }, {
      name: 'placement', labelKey: 'placement.tab.label', weight: -10, showHeader: true,
      component: () => points().then((m: any) => m[tab]),
    });
  }
}
