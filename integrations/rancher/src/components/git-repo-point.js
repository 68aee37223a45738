// A GitRepo's tab or panel: the GitRepo's Bundles in the store, each answered by the Bundle
// page's own component (the same tab or panel a Bundle's detail page shows), under the
// Bundle's name. Fleet labels every Bundle a GitRepo makes with the GitRepo's name, in the
// GitRepo's namespace (rancher/fleet pkg/apis/fleet.cattle.io/v1alpha1/gitrepo_types.go:
// RepoLabel, "fleet.cattle.io/repo-name"). No Bundle with that label in the store: a message naming it.
import { h } from 'vue';

export const REPO_LABEL = 'fleet.cattle.io/repo-name';
const BUNDLE_TYPE = 'fleet.cattle.io.bundle';

/** The store's Bundles of `gitRepo` (same namespace, the repo-name label), by name. */
export async function bundlesOf(gitRepo) {
  const { name, namespace } = gitRepo?.metadata ?? {};
  let bundles;
  try {
    bundles = await gitRepo.$dispatch('findAll', { type: BUNDLE_TYPE });
  } catch (e) {
    // The store knows no Bundles (no permission to list them): none found.
    return [];
  }
  return (bundles ?? [])
    .filter((b) => b?.metadata?.namespace === namespace && b.metadata.labels?.[REPO_LABEL] === name)
    .sort((a, b) => String(a.metadata.name).localeCompare(String(b.metadata.name)));
}

/** `bundlePoint` drawn for each of the GitRepo's Bundles; `titleKey` heads the panel. */
export function gitRepoPoint(name, bundlePoint, titleKey) {
  return {
    name,
    props: { resource: { type: Object, default: () => ({}) } },
    data:  () => ({ bundles: null }),
    watch: { resource() { this.refresh(); } },
    mounted() { this.refresh(); },
    methods: {
      async refresh() {
        const asked = this.resource;
        const bundles = await bundlesOf(asked);
        // A later question answered first wins: drop an older answer.
        if (asked === this.resource) this.bundles = bundles;
      },
    },
    render() {
      const title = titleKey ? this.t(titleKey) : '';
      const children = [];
      if (title) children.push(h('h3', { class: 'placement-title' }, title));
      if (!this.bundles) {
        children.push(h('p', { role: 'status', class: 'placement-loading' }, this.t('placement.state.loading')));
      } else if (!this.bundles.length) {
        const { name: repo, namespace } = this.resource?.metadata ?? {};
        children.push(h('p', { role: 'status', class: 'placement-no-bundles' }, this.t('placement.gitrepo.noBundles', { label: `${ REPO_LABEL }=${ repo }`, namespace })));
      } else {
        for (const bundle of this.bundles) {
          children.push(h('section', { class: 'placement-bundle', key: bundle.metadata.name }, [
            h('h4', { class: 'placement-bundle-name' }, this.t('placement.gitrepo.bundle', { name: bundle.metadata.name })),
            h(bundlePoint, { resource: bundle }),
          ]));
        }
      }
      return h('section', { class: 'placement-git-repo', 'aria-label': title || undefined }, children);
    },
  };
}
