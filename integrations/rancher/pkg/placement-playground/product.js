// The product "Placement" for Rancher 2.10–2.14: the product DSL (a product in the cluster
// explorer's side bar with one page) and its route, added by index.ts with addRoutes. Rancher
// 2.15 and later take the single-page addProduct({ name, labelKey, component }) instead.
export const PRODUCT = 'placement';
export const PAGE = 'labs';
export const ROUTE_NAME = `c-cluster-${ PRODUCT }-${ PAGE }`;

export function init($plugin, store) {
  const { product, virtualType, basicType } = $plugin.DSL(store, PRODUCT);
  const route = { name: ROUTE_NAME, params: { product: PRODUCT } };

  product({
    icon: 'storage', inStore: 'cluster', weight: 100, showClusterSwitcher: true, to: route,
  });
  virtualType({
    labelKey: 'placement.product.label', name: PAGE, namespaced: false, route,
  });
  basicType([PAGE]);
}
