//! The Fluent catalogs (`locales/<lang>/*.ftl`, issue #11): each parses, every
//! language has the same messages with the same arguments, every engine
//! message id is in each, they use only what `i18n::resolve` formats, and
//! that resolver formats every message exactly as `fluent-bundle` does, with
//! the CLDR plural rules of `intl_pluralrules`.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use placement::kernel::error_text::{english, placeholders, ERROR_TEXTS};
use placement::kernel::message::Message;
use playground::text::i18n::{choose, Catalog, Locale, Value, CATALOG_FILES as FILES};

fn text(locale: Locale, file: &str) -> String {
    let path = format!("{}/../../locales/{}/{file}", env!("CARGO_MANIFEST_DIR"), locale.code());
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Each message's variables (its own, and those it passes to terms), by id.
fn variables(locale: Locale) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for file in FILES {
        let source = text(locale, file);
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}/{file} does not parse: {errors:?}", locale.code()));
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    assert!(m.attributes.is_empty(), "{}: {} has attributes, which the resolver does not read", locale.code(), m.id.name);
                    let value = m.value.unwrap_or_else(|| panic!("{}: {} has no value", locale.code(), m.id.name));
                    let mut names = BTreeSet::new();
                    collect(&value, &mut names, &format!("{}: {}", locale.code(), m.id.name));
                    assert!(out.insert(m.id.name.to_string(), names).is_none(), "{}: {} twice", locale.code(), m.id.name);
                }
                Entry::Term(t) => collect(&t.value, &mut BTreeSet::new(), &format!("{}: -{}", locale.code(), t.id.name)),
                Entry::Junk { content } => panic!("{}/{file}: junk {content:?}", locale.code()),
                _ => {}
            }
        }
    }
    out
}

fn collect(pattern: &Pattern<&str>, names: &mut BTreeSet<String>, at: &str) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            match expression {
                Expression::Inline(inline) => collect_inline(inline, names, at),
                Expression::Select { selector, variants } => {
                    collect_inline(selector, names, at);
                    for v in variants {
                        collect(&v.value, names, at);
                    }
                }
            }
        }
    }
}

fn collect_inline(inline: &InlineExpression<&str>, names: &mut BTreeSet<String>, at: &str) {
    match inline {
        InlineExpression::VariableReference { id } => {
            names.insert(id.name.to_string());
        }
        InlineExpression::TermReference { attribute: None, arguments, .. } => {
            for named in arguments.iter().flat_map(|a| &a.named) {
                collect_inline(&named.value, names, at);
            }
        }
        InlineExpression::MessageReference { attribute: None, .. }
        | InlineExpression::StringLiteral { .. }
        | InlineExpression::NumberLiteral { .. } => {}
        InlineExpression::Placeable { expression } => {
            let mut pattern = Pattern { elements: vec![] };
            pattern.elements.push(PatternElement::Placeable { expression: (**expression).clone() });
            collect(&pattern, names, at);
        }
        other => panic!("{at}: {other:?} is not something the resolver formats"),
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = variables(Locale::En);
    for locale in [Locale::Ja, Locale::Uk] {
        let other = variables(locale);
        let missing: Vec<_> = english.keys().filter(|id| !other.contains_key(*id)).collect();
        let extra: Vec<_> = other.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{}: missing {missing:?}, not in English {extra:?}", locale.code());
        for (id, names) in &english {
            assert_eq!(&other[id], names, "{}: {id} uses other arguments than the English", locale.code());
        }
    }
}

#[test]
fn every_engine_message_is_in_every_catalog() {
    let ids = placement::longhorn::answer::MESSAGE_IDS
        .iter()
        .chain(placement::longhorn::answer::PART_IDS)
        .chain(placement::longhorn::diff::MESSAGE_IDS)
        .chain(placement::fleet::answer::MESSAGE_IDS)
        .chain(placement::capacity::answer::MESSAGE_IDS)
        .chain(placement::fleet::diff::MESSAGE_IDS)
        .chain(placement::longhorn::balance::answer::MESSAGE_IDS)
        .chain(placement::capacity::sentences::MESSAGE_IDS)
        .chain(placement::capacity::sentences::prebind::MESSAGE_IDS)
        .chain(placement::capacity::sentences::timeline::MESSAGE_IDS)
        .chain(placement::fleet::simulate::WAIT_MESSAGE_IDS);
    for locale in Locale::ALL {
        let catalog = variables(locale);
        for id in ids.clone() {
            assert!(catalog.contains_key(*id), "{}: no message {id}", locale.code());
        }
    }
}

#[test]
fn every_input_error_is_in_every_catalog_with_its_arguments_and_the_engine_s_english() {
    for locale in Locale::ALL {
        let catalog = variables(locale);
        for (id, template) in ERROR_TEXTS {
            let names: BTreeSet<String> = placeholders(template).into_iter().map(str::to_string).collect();
            let Some(own) = catalog.get(*id) else { panic!("{}: no message {id}", locale.code()) };
            assert_eq!(own, &names, "{}: {id} uses other arguments than the engine gives", locale.code());
        }
    }
    let texts: Vec<String> = FILES.iter().map(|f| text(Locale::En, f)).collect();
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    let catalog = Catalog::parse(Locale::En, &texts);
    for (id, template) in ERROR_TEXTS {
        let names = placeholders(template);
        let args: Vec<(&str, Value)> = names.iter().map(|n| (*n, Value::Text(format!("<{n}>")))).collect();
        let problem = names.iter().fold(Message::new(id), |m, n| m.arg(n, format!("<{n}>")));
        assert_eq!(catalog.format(id, &args).unwrap(), english(&problem), "en: {id} says other words than the engine");
    }
}

/// A language's catalogs in fluent-bundle (the reference), built once per language.
fn reference_bundle(locale: Locale) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![locale.code().parse::<unic_langid::LanguageIdentifier>().unwrap()]);
    bundle.set_use_isolating(false);
    for file in FILES {
        bundle.add_resource(FluentResource::try_new(text(locale, file)).unwrap()).unwrap();
    }
    bundle
}

/// The same message through fluent-bundle (the reference).
fn reference(bundle: &FluentBundle<FluentResource>, locale: Locale, id: &str, args: &[(&str, Value)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Value::Text(t) => fluent_args.set(*name, FluentValue::from(t.clone())),
            Value::Number { value, .. } => fluent_args.set(*name, FluentValue::from(*value)),
        }
    }
    let message = bundle.get_message(id).unwrap();
    let mut errors = vec![];
    let out = bundle.format_pattern(message.value().unwrap(), Some(&fluent_args), &mut errors).to_string();
    assert!(errors.is_empty(), "{}: {id}: {errors:?}", locale.code());
    out
}

#[test]
fn the_resolver_formats_every_message_as_fluent_bundle_does() {
    for locale in Locale::ALL {
        let files: Vec<String> = FILES.iter().map(|f| text(locale, f)).collect();
        let files: Vec<&str> = files.iter().map(String::as_str).collect();
        let catalog = Catalog::parse(locale, &files);
        let bundle = reference_bundle(locale);
        for (id, names) in variables(locale) {
            for n in [0.0, 1.0, 2.0, 3.0, 5.0, 11.0, 12.0, 21.0, 22.0, 25.0, 101.0, 111.0, 1.5] {
                // Numbers everywhere (selectors see them), then texts everywhere.
                let numbers: Vec<(&str, Value)> = names
                    .iter()
                    .map(|name| (name.as_str(), Value::Number { value: n, shown: shown(n) }))
                    .collect();
                assert_eq!(catalog.format(&id, &numbers).unwrap(), reference(&bundle, locale, &id, &numbers), "{}: {id} with {n}", locale.code());
            }
            let texts: Vec<(&str, Value)> = names.iter().map(|name| (name.as_str(), Value::Text(format!("<{name}>")))).collect();
            let ours = catalog.format(&id, &texts).unwrap();
            assert_eq!(ours, reference(&bundle, locale, &id, &texts), "{}: {id} with texts", locale.code());
            for name in &names {
                assert!(ours.contains(&format!("<{name}>")), "{}: {id} drops ${name}", locale.code());
            }
        }
    }
}

/// A number as fluent-bundle writes it without options.
fn shown(n: f64) -> String {
    if n.fract() == 0.0 {
        format!("{}", n as i64)
    } else {
        n.to_string()
    }
}

#[test]
fn plural_categories_are_cldr_s() {
    use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
    for locale in Locale::ALL {
        let rules = PluralRules::create(locale.code().parse::<unic_langid::LanguageIdentifier>().unwrap(), PluralRuleType::CARDINAL).unwrap();
        for n in 0..=1000u32 {
            let expected = match rules.select(n).unwrap() {
                PluralCategory::ZERO => "zero",
                PluralCategory::ONE => "one",
                PluralCategory::TWO => "two",
                PluralCategory::FEW => "few",
                PluralCategory::MANY => "many",
                PluralCategory::OTHER => "other",
            };
            assert_eq!(locale.plural(f64::from(n)), expected, "{} {n}", locale.code());
        }
        assert_eq!(locale.plural(1.5), "other", "{}: a fraction", locale.code());
    }
}

#[test]
fn the_language_is_the_address_s_then_the_saved_then_the_browser_s() {
    let browser = |tags: &[&str]| tags.iter().map(|t| t.to_string()).collect::<Vec<_>>();
    assert_eq!(choose(Some("uk"), Some("ja"), &browser(&["en-US"])), Locale::Uk);
    assert_eq!(choose(None, Some("ja"), &browser(&["uk-UA"])), Locale::Ja);
    assert_eq!(choose(None, None, &browser(&["de-DE", "uk-UA", "ja"])), Locale::Uk, "the first the playground has");
    assert_eq!(choose(None, Some("de"), &browser(&["JA-jp"])), Locale::Ja, "a saved language it lacks is skipped");
    assert_eq!(choose(None, None, &browser(&["de", "fr"])), Locale::En);
}

#[test]
fn a_missing_argument_shows_as_fluent_shows_it() {
    let catalog = Catalog::parse(Locale::En, &["a = Hello { $name }, { -missing } and { other }."]);
    assert_eq!(catalog.format("a", &[]).unwrap(), "Hello {$name}, {-missing} and {other}.");
}

#[test]
fn a_reference_loop_stops() {
    let catalog = Catalog::parse(Locale::En, &["a = x{ b }\nb = y{ a }"]);
    assert!(catalog.format("a", &[]).unwrap().starts_with("xyxy"));
}

/// The prefixes of the catalogs' ids (a page file's own, the shell's, the engine's).
const ID_PREFIXES: [&str; 13] =
    ["shell-", "gallery-", "lh-", "bal-", "cap-", "ro-", "map-", "whatif-", "balance-", "longhorn-", "capacity-", "fleet-", "error-"];

/// The message ids the page's source asks for: the first argument of
/// `text("…"`, `text_with("…"`, `i18n::format("…"`, `Message::new("…"`,
/// `Sentence::new("…"` and `marked("…"` when it is a kebab-case literal (ids
/// always have a hyphen; a field helper's `text("name", …)` has none), and a
/// match arm's `=> "…"` literal with a catalog's prefix (ids chosen by a
/// `match` and formatted later; element ids and classes have other prefixes).
fn ids_in_source(dir: &std::path::Path, out: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            ids_in_source(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let source = std::fs::read_to_string(&path).unwrap();
            for call in ["text(\"", "text_with(\"", "format(\"", "Message::new(\"", "Sentence::new(\"", "marked(\"", "=> \""] {
                for (at, _) in source.match_indices(call) {
                    let rest = &source[at + call.len()..];
                    let id: String = rest.chars().take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-').collect();
                    let arm = call == "=> \"";
                    if id.contains('-') && rest[id.len()..].starts_with('"') && (!arm || ID_PREFIXES.iter().any(|p| id.starts_with(p))) {
                        out.insert(id);
                    }
                }
            }
        }
    }
}

#[test]
fn every_message_the_page_asks_for_is_in_the_english_catalogs() {
    let mut ids = BTreeSet::new();
    ids_in_source(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut ids);
    assert!(ids.len() > 20, "the scan finds the page's messages ({} found)", ids.len());
    let english = variables(Locale::En);
    let missing: Vec<_> = ids.iter().filter(|id| !english.contains_key(*id)).collect();
    assert!(missing.is_empty(), "asked for by the source but in no English catalog: {missing:?}");
}

#[test]
fn each_page_file_is_built_into_its_own_bundle_and_fetched_by_it() {
    use playground::text::i18n::SHARED_FILES;
    let bundles = [
        &playground::shell::gallery::PAGE,
        &playground::labs::longhorn::PAGE,
        &playground::labs::balance::PAGE,
        &playground::labs::capacity::PAGE,
        &playground::labs::rollout::PAGE,
        &playground::labs::learn::PAGE,
    ];
    for bundle in bundles {
        for file in bundle.texts.files {
            assert!(FILES.contains(&file.name), "{}: {} is not in CATALOG_FILES", bundle.lab, file.name);
            // Built in without the translators' comments (build.rs), every other line as written.
            let uncommented: String = text(Locale::En, file.name).lines().filter(|l| !l.starts_with('#')).flat_map(|l| [l, "\n"]).collect();
            assert_eq!(file.english, uncommented, "{}: another file's English", bundle.lab);
        }
        // A lab has its own page file and its own presets; the gallery, every lab's presets.
        let names: Vec<&str> = bundle.texts.files.iter().map(|f| f.name).collect();
        let expected: Vec<String> = if bundle.lab == "learn" {
            // The lessons' page, the walk's words, and the balance picture's slider (components/usable_slider.rs).
            ["learn.ftl", "walk.ftl", "balance.ftl"].map(String::from).to_vec()
        } else if bundle.lab == "gallery" {
            ["gallery"].into_iter().chain(["longhorn", "balance", "capacity", "rollout"]).enumerate()
                .map(|(i, n)| if i == 0 { format!("{n}.ftl") } else { format!("presets-{n}.ftl") }).collect()
        } else {
            vec![format!("{}.ftl", bundle.lab), format!("presets-{}.ftl", bundle.lab)]
        };
        assert_eq!(names, expected, "{}: its files", bundle.lab);
    }
    // The case report's, by the report itself when it is first opened; the Longhorn and
    // rollout lessons', by the Learn page when such a lesson first opens; the stories', by the
    // story player (in no first load).
    let later = playground::text::i18n::LATER_FILES.iter().copied();
    let fetched: BTreeSet<&str> = SHARED_FILES.iter().copied().chain(later).chain(bundles.iter().flat_map(|b| b.texts.files.iter().map(|f| f.name))).collect();
    // The skeleton's texts are written into the page at build time (scripts/skeleton-texts.mjs).
    let all: BTreeSet<&str> = FILES.iter().copied().filter(|f| *f != "skeleton.ftl").collect();
    assert_eq!(fetched, all, "every catalog file but the skeleton's is fetched by some page");
}

/// The variables a template names (`{ $name }` and the selector of `{ $name ->`).
fn template_variables(template: &str) -> BTreeSet<String> {
    template
        .split('$')
        .skip(1)
        .map(|rest| rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-').collect())
        .collect()
}

#[test]
fn every_import_note_is_in_every_catalog_with_its_arguments_and_the_engine_s_english() {
    use placement::kernel::import_text::{english, import_texts};
    for locale in Locale::ALL {
        let catalog = variables(locale);
        for (id, template) in import_texts() {
            let Some(own) = catalog.get(*id) else { panic!("{}: no message {id}", locale.code()) };
            assert_eq!(own, &template_variables(template), "{}: {id} uses other arguments than the engine gives", locale.code());
        }
    }
    let texts: Vec<String> = FILES.iter().map(|f| text(Locale::En, f)).collect();
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    let catalog = Catalog::parse(Locale::En, &texts);
    for (id, template) in import_texts() {
        let names = template_variables(template);
        let args: Vec<(&str, Value)> = names.iter().map(|n| (n.as_str(), Value::Text(format!("<{n}>")))).collect();
        let message = names.iter().fold(Message::new(id), |m, n| m.arg(n, format!("<{n}>")));
        assert_eq!(catalog.format(id, &args).unwrap(), english(&message), "en: {id} says other words than the engine");
        // Numbers take the plural variants English takes.
        for n in [0i64, 1, 2] {
            let args: Vec<(&str, Value)> =
                names.iter().map(|name| (name.as_str(), Value::Number { value: n as f64, shown: n.to_string() })).collect();
            let message = names.iter().fold(Message::new(id), |m, name| m.arg(name, n));
            assert_eq!(catalog.format(id, &args).unwrap(), english(&message), "en: {id} with {n}");
        }
    }
}

/// `web/boot.js` preloads a page's catalogs in another language from `web/labs.js`' CATALOGS,
/// beside the wasm: they must be the files the bundle fetches (one missing there is fetched
/// late, after the wasm; one too many is fetched for nothing).
#[test]
fn the_boot_scripts_catalog_list_is_what_each_bundle_fetches() {
    let path = format!("{}/../../web/labs.js", env!("CARGO_MANIFEST_DIR"));
    let labs_js = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let line = |name: &str, files: &[&str]| {
        let quoted: Vec<String> = files.iter().map(|f| format!("'{f}'")).collect();
        format!("  {name}: [{}],", quoted.join(", "))
    };
    assert!(labs_js.contains(&line("shared", playground::text::i18n::SHARED_FILES)), "{labs_js}");
    let bundles = [
        &playground::labs::longhorn::PAGE,
        &playground::labs::balance::PAGE,
        &playground::labs::capacity::PAGE,
        &playground::labs::rollout::PAGE,
        &playground::shell::gallery::PAGE,
        &playground::labs::learn::PAGE,
    ];
    for bundle in bundles {
        let files: Vec<&str> = bundle.texts.files.iter().map(|f| f.name).collect();
        assert!(labs_js.contains(&line(bundle.lab, &files)), "{}: {files:?} in {labs_js}", bundle.lab);
    }
}
