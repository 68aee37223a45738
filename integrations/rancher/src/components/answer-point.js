// An extension point's component (a tab or panel on a resource's detail page): the resource
// Rancher hands it (prop `resource`), the answer built by `build(resource, { locale, t })`,
// drawn by AnswerView. It is built again when the resource or the user's language changes.
import { h } from 'vue';
import AnswerView from './AnswerView.vue';
import { viewOrFailure } from '../utils/answer-view';

export function answerPoint(name, build, titleKey) {
  return {
    name,
    props: { resource: { type: Object, default: () => ({}) } },
    data:  () => ({ view: null, loading: true }),
    computed: {
      // Rancher's language (en-us, ja, zh-hans, …); the engine's catalogs take its language part.
      locale() {
        return this.$store?.getters['i18n/current']?.() ?? 'en-us';
      },
    },
    watch: {
      resource() { this.refresh(); },
      locale() { this.refresh(); },
    },
    mounted() { this.refresh(); },
    methods: {
      async refresh() {
        const asked = { resource: this.resource, locale: this.locale };
        this.loading = true;
        const t = (key, args) => this.t(key, args);
        const view = await viewOrFailure(() => build(asked.resource, { locale: asked.locale, t }), asked.locale, t);
        // A later question answered first wins: drop an older answer.
        if (asked.resource !== this.resource || asked.locale !== this.locale) return;
        this.view = view;
        this.loading = false;
      },
    },
    render() {
      return h(AnswerView, { view: this.view, loading: this.loading, title: titleKey ? this.t(titleKey) : '' });
    },
  };
}
