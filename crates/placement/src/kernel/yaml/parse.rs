//! From YAML text to a [`YamlNode`] tree: the events of a conformant YAML 1.2
//! parser ([`saphyr_parser`]) assembled by [`tree::Builder`] without recursion,
//! with a depth limit and a bound on what aliases may copy.

use saphyr_parser::{Parser, ScanError};

use super::node::error;
use super::{YamlError, YamlNode, YamlValue};

mod block_subset;
mod tree;

/// Parses a text holding exactly one document (a leading `---` is allowed,
/// and so are empty documents around it, as a trailing `---` makes).
///
/// ```
/// use placement::kernel::yaml::{parse_yaml, YamlValue};
/// let node = parse_yaml("a: 1\nb: [x, 'y z']\n").unwrap();
/// assert!(matches!(node.value, YamlValue::Map(_)));
/// assert!(parse_yaml("a: 1\n---\nb: 2\n").is_err());
/// assert!(parse_yaml("---\na: 1\n---\n").is_ok());
/// ```
pub fn parse_yaml(text: &str) -> Result<YamlNode, YamlError> {
    let mut documents = written_documents(parse_documents(text)?);
    match documents.len() {
        0 => Ok(YamlNode {
            value: YamlValue::Null,
            line: 1,
            column: 1,
        }),
        1 => Ok(documents.remove(0)),
        _ => Err(error(
            "expected one YAML document, found several (separated by ---)",
            documents[1].line,
            1,
        )),
    }
}

/// Parses every `---`-separated document (what `kubectl get -o yaml` of
/// several objects, or a concatenation of files, looks like). A stream with
/// nothing but comments has no documents.
///
/// ```
/// use placement::kernel::yaml::parse_documents;
/// assert_eq!(parse_documents("a: 1\n---\nb: 2\n").unwrap().len(), 2);
/// assert!(parse_documents("# nothing\n").unwrap().is_empty());
/// let err = parse_documents("a: [1, 2\n").unwrap_err();
/// assert_eq!((err.line, err.column), (1, 4));
/// assert!(err.message.starts_with("unclosed ["), "{}", err.message);
/// ```
pub fn parse_documents(text: &str) -> Result<Vec<YamlNode>, YamlError> {
    match parse_block_subset(text) {
        Some(documents) => Ok(documents),
        None => parse_documents_conformant(text),
    }
}

/// The documents of a text in the block subset of YAML that kubectl prints,
/// read directly (several times faster); `None` for anything else. Its
/// trees equal [`parse_documents_conformant`]'s (`tests/engine/yaml_block_subset.rs`).
///
/// ```
/// use placement::kernel::yaml::{parse_block_subset, parse_documents_conformant};
/// let text = "items:\n- name: a\n  tags: [] # none\n  script: |\n    echo \"é\"\n";
/// assert_eq!(parse_block_subset(text), Some(parse_documents_conformant(text).unwrap()));
/// assert_eq!(parse_block_subset("a: &x 1\n"), None, "anchors are outside the subset");
/// ```
pub fn parse_block_subset(text: &str) -> Option<Vec<YamlNode>> {
    block_subset::documents(text)
}

/// [`parse_documents`] by the conformant parser alone: the reference the
/// block subset reader is checked against.
pub fn parse_documents_conformant(text: &str) -> Result<Vec<YamlNode>, YamlError> {
    let mut text = std::borrow::Cow::Borrowed(text);
    let mut retries = 0;
    loop {
        match parse_stream(&text) {
            Err(Refused::TabAfterColon(at, error)) => {
                if retries == MAX_TAB_RETRIES {
                    return Err(error);
                }
                retries += 1;
                // Same length, so every line and column stays where it was.
                text.to_mut()
                    .replace_range(at.clone(), &" ".repeat(at.len()));
            }
            Err(Refused::Error(error)) => return Err(error),
            Ok(documents) => return Ok(documents),
        }
    }
}

/// How many `key:<tab>value` lines [`parse_documents`] mends (each costs one
/// more pass over the text, so the work stays linear).
const MAX_TAB_RETRIES: usize = 16;

enum Refused {
    Error(YamlError),
    /// The parser refuses a tab between `:` and a plain value, which YAML
    /// allows: the byte range of those tabs, and the error if it cannot be mended.
    TabAfterColon(std::ops::Range<usize>, YamlError),
}

fn parse_stream(text: &str) -> Result<Vec<YamlNode>, Refused> {
    let mut builder = tree::Builder::default();
    for event in Parser::new_from_str(text) {
        match event {
            Ok((event, span)) => builder.event(event, span).map_err(Refused::Error)?,
            Err(e) => {
                let error = syntax_error(text, &e, &builder);
                return Err(match tab_after_colon(text, &e) {
                    Some(at) => Refused::TabAfterColon(at, error),
                    None => Refused::Error(error),
                });
            }
        }
    }
    Ok(builder.into_documents())
}

/// Where the parser refused `key:<tab>value` for a value that is a scalar
/// (YAML forbids the tab only before a block collection: `:<tab>- x`,
/// `:<tab>k: v`): the tabs' byte range, to be read as spaces.
fn tab_after_colon(text: &str, e: &ScanError) -> Option<std::ops::Range<usize>> {
    if e.info() != "':' must be followed by a valid YAML whitespace" {
        return None;
    }
    let line_start = text
        .split_inclusive('\n')
        .take(e.marker().line().saturating_sub(1))
        .map(str::len)
        .sum::<usize>();
    let line = text[line_start..].lines().next()?;
    let value_at = line
        .char_indices()
        .nth(e.marker().col())
        .map_or(line.len(), |(i, _)| i);
    let before = &line[..value_at];
    let gap = before.len() - before.trim_end_matches([' ', '\t']).len();
    let rest = line[value_at..].split(" #").next().unwrap_or("").trim_end();
    let block_collection =
        rest == "-" || rest.starts_with("- ") || rest.ends_with(':') || rest.contains(": ");
    (before[..value_at - gap].ends_with(':') && gap > 0 && !block_collection)
        .then(|| line_start + value_at - gap..line_start + value_at)
}

/// The documents that hold something: an empty one (`---` with nothing
/// after it, as concatenated files and Helm output have) is left out, as
/// kubectl does. A written `~` or `null` is kept.
pub(super) fn written_documents(documents: Vec<YamlNode>) -> Vec<YamlNode> {
    documents
        .into_iter()
        .filter(|d| !matches!(d.value, YamlValue::Null))
        .collect()
}

/// The parser's error in our words where they help: an unclosed flow
/// collection is reported where it opens, with where the parser gave up; a
/// tab in an indentation where the tab is.
fn syntax_error(text: &str, e: &ScanError, builder: &tree::Builder) -> YamlError {
    let mark = e.marker();
    let (line, column) = (mark.line(), mark.col() + 1);
    let info = e.info();
    let unclosed = match info {
        "while parsing a flow mapping, did not find expected ',' or '}'" => Some(('{', '}')),
        "while parsing a flow sequence, expected ',' or ']'" => Some(('[', ']')),
        _ => None,
    };
    if let Some((open, close)) = unclosed {
        if let Some((open_line, open_column)) = builder.innermost_open() {
            return error(
                format!("unclosed {open}: expected , or {close} at line {line}, column {column}"),
                open_line,
                open_column,
            );
        }
    }
    if info.contains("tab") {
        if let Some((tab_line, tab_column)) = indenting_tab(text, line) {
            return error("tabs cannot indent YAML; use spaces", tab_line, tab_column);
        }
    }
    if info == "recursion limit exceeded" {
        // The parser's own limit on nested [ and {, above ours.
        return tree::too_deep(line, column);
    }
    error(reworded(info), line, column)
}

/// The parser's messages that say more in the words of someone editing YAML.
fn reworded(info: &str) -> String {
    let message = match info {
        "while scanning a quoted scalar, found unexpected end of stream" => {
            "unclosed quote: the quoted text runs to the end"
        }
        "mapping values are not allowed in this context" => {
            "`key: value` is not allowed here (check the indentation, or quote a value holding \": \")"
        }
        "while parsing a block mapping, did not find expected key" => {
            "expected a `key: value` of the mapping here (check the indentation)"
        }
        "while parsing a block collection, did not find expected '-' indicator" => {
            "expected a `- ` item of the sequence here (check the indentation)"
        }
        "':' must be followed by a valid YAML whitespace" => {
            "a tab after `:` cannot start a nested `- ` item or `key:`; use spaces"
        }
        "while parsing node, found unknown anchor" => {
            "an alias (*name) refers to an anchor (&name) not defined before it"
        }
        other => {
            return other
                .strip_prefix("while parsing ")
                .or_else(|| other.strip_prefix("while scanning "))
                .map_or_else(|| other.to_string(), |rest| format!("in {rest}"));
        }
    };
    message.to_string()
}

/// The first tab in the indentation of line `from` (1-based) or of the
/// few lines after it: where a tab error's cause usually stands.
fn indenting_tab(text: &str, from: usize) -> Option<(usize, usize)> {
    text.lines()
        .enumerate()
        .skip(from.saturating_sub(1))
        .take(3)
        .find_map(|(i, line)| {
            let indent = &line[..line.len() - line.trim_start_matches([' ', '\t']).len()];
            indent.find('\t').map(|at| (i + 1, at + 1))
        })
}
