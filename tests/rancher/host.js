// A stand-in for Rancher's extension loader, as a classic script in the test's host page.
// Rancher (@rancher/shell core/plugins-loader.js, extension-manager-impl.js) injects the
// extension's UMD with a <script> tag, finds window['<name>-<version>'] and calls its
// default export with a Plugin object (core/plugin.ts); panels and tabs are later drawn by
// <component :is> with the resource as prop `resource`, in an app whose globals hold the
// Vuex store ($store) and the translation function t (plugins/i18n.js). This page does the
// same with Vue 3 as window.Vue (the extension's UMD takes Vue from there), a plugin object
// that records every call, and a store holding the objects the test hands it.
(function () {
  const Vue = window.Vue;

  /** A plugin object recording what the extension registers; `singlePage` adds Rancher 2.15's extendProduct. */
  function recordingPlugin(singlePage) {
    const calls = { products: [], routes: [], tabs: [], panels: [], l10n: {}, dsl: [], other: [] };
    const plugin = {
      calls,
      set metadata(value) { calls.metadata = value; },
      get metadata() { return calls.metadata; },
      addProduct(product) { calls.products.push(product); },
      addRoutes(routes) { calls.routes.push(...routes); },
      addRoute(route) { calls.routes.push(route); },
      addTab(where, when, tab) { calls.tabs.push({ where, when, tab }); },
      addPanel(where, when, panel) { calls.panels.push({ where, when, panel }); },
      addL10n(locale, fn) { plugin.register('l10n', locale, fn); },
      register(kind, name, fn) {
        if (kind === 'l10n') (calls.l10n[name] ??= []).push(fn);
        else calls.other.push({ kind, name });
      },
      DSL(store, product) {
        const record = (what) => (config) => calls.dsl.push({ what, product, config });
        return { product: record('product'), virtualType: record('virtualType'), basicType: record('basicType') };
      },
    };
    if (singlePage) plugin.extendProduct = () => {};
    return plugin;
  }

  /** The store: objects by Rancher type id; findAll answers from them, an unknown type fails as a missing schema does. */
  function makeStore(objectsByType, translations, locale) {
    const store = {
      locale,
      getters: {
        'i18n/current': () => store.locale,
        'i18n/t': (key, args) => {
          const find = (lang) => key.split('.').reduce((node, part) => (node == null ? node : node[part]), translations[lang]);
          const text = find(store.locale) ?? find('en-us') ?? `%${key}%`;
          return String(text).replace(/\{(\w+)\}/g, (m, name) => (args && name in args ? String(args[name]) : m));
        },
      },
      dispatch(action, { type } = {}) {
        const bare = action.split('/').pop();
        if (bare !== 'findAll') return Promise.reject(new Error(`the host store has no action ${action}`));
        if (!(type in objectsByType)) return Promise.reject(new Error(`Unknown schema for type: ${type}`));
        return Promise.resolve(objectsByType[type].map((o) => model(o, store)));
      },
    };
    return store;
  }

  /** A store object as Rancher's models are: the object's fields plus Steve's, $dispatch into its store. */
  function model(object, store) {
    const m = { id: `${object.metadata?.namespace ? `${object.metadata.namespace}/` : ''}${object.metadata?.name}`, type: 'test', links: { self: '/v1/x' }, ...object };
    Object.defineProperty(m, '$dispatch', { value: (action, args) => store.dispatch(action, args), enumerable: false });
    return m;
  }

  async function loadTranslations(l10n) {
    const out = {};
    for (const [locale, fns] of Object.entries(l10n)) {
      for (const fn of fns) {
        const module = await fn();
        out[locale] = { ...out[locale], ...(module.default ?? module) };
      }
    }
    return out;
  }

  /** Injects the UMD (as Rancher does), calls its default export; returns what it registered. */
  async function load(umdUrl, id, { singlePage = false } = {}) {
    await new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = umdUrl;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`could not load ${umdUrl}`));
      document.head.appendChild(script);
    });
    const plugin = recordingPlugin(singlePage);
    window[id].default(plugin, {});
    const { calls } = plugin;
    const translations = await loadTranslations(calls.l10n);
    // The DSL product: Rancher calls its init(plugin, store) when the product is loaded.
    for (const product of calls.products) if (typeof product.init === 'function') product.init(plugin, makeStore({}, translations, 'en-us'));
    window.placement = { calls, translations };
    return summary(calls);
  }

  /** What the extension registered, as JSON the test compares. */
  function summary(calls) {
    return {
      metadata: { name: calls.metadata?.name, version: calls.metadata?.version, rancher: calls.metadata?.rancher },
      products: calls.products.map((p) => (typeof p.init === 'function' ? { dsl: true } : { name: p.name, labelKey: p.labelKey, component: typeof p.component })),
      routes: calls.routes.map((r) => ({ name: r.name, path: r.path, meta: r.meta })),
      dsl: calls.dsl.map((d) => ({ what: d.what, product: d.product })),
      tabs: calls.tabs.map(({ where, when, tab }) => ({ where, when, name: tab.name, labelKey: tab.labelKey })),
      panels: calls.panels.map(({ where, when }) => ({ where, when })),
      l10n: Object.keys(calls.l10n).sort(),
    };
  }

  /**
   * Mounts the registered component of `point` ('panel' or 'tab', the n-th registered for
   * `resourceType`, or 'page') for `resource` in `locale`, as Rancher draws it.
   */
  function mount(point, resourceType, resource, objectsByType, locale, into) {
    const { calls, translations } = window.placement;
    const store = makeStore(objectsByType, translations, locale);
    let loader;
    if (point === 'page') {
      const product = calls.products.find((p) => p.component) ?? {};
      loader = product.component ?? calls.routes[0].component;
    } else {
      const list = point === 'panel' ? calls.panels : calls.tabs;
      const found = list.find((p) => p.when.resource.includes(resourceType));
      loader = (found.panel ?? found.tab).component;
    }
    const component = Vue.defineAsyncComponent(loader);
    const target = document.createElement('div');
    target.className = `host-${point}`;
    document.getElementById(into).appendChild(target);
    const app = Vue.createApp({ render: () => Vue.h(component, resource ? { resource: model(resource, store) } : {}) });
    app.config.globalProperties.$store = store;
    app.config.globalProperties.t = (key, args) => store.getters['i18n/t'](key, args);
    app.mount(target);
  }

  window.placementHost = { load, mount };
}());
