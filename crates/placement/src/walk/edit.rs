//! Applying a walk's [`Edit`]s to a scenario. Step k's scenario is the start
//! with the edits of steps 1..=k applied in order, so going back is exact.

use serde_json::Value;

use super::document::{Edit, EditOp};
use super::path::{Path, Segment, index_in};
use crate::kernel::message::Message;

/// Applies `edit` to `scenario`, or says why it cannot (the problem of an
/// error at the edit's `path` or `value`): the path does not parse, selects
/// nothing, or the value is missing.
pub fn apply(scenario: &mut Value, edit: &Edit) -> Result<(), (&'static str, Message)> {
    let path = Path::parse(&edit.path).ok_or(("path", Message::new("error-walk-path")))?;
    let (last, parent_path) = path
        .0
        .split_last()
        .ok_or(("path", Message::new("error-walk-path")))?;
    let parent = if parent_path.is_empty() {
        Some(scenario)
    } else {
        Path(parent_path.to_vec()).get_mut(scenario)
    };
    let parent = parent.ok_or(("path", Message::new("error-walk-no-match")))?;
    let value = || {
        edit.value
            .clone()
            .ok_or(("value", Message::new("error-required")))
    };
    let no_match = ("path", Message::new("error-walk-no-match"));
    match (edit.op, parent, last) {
        (EditOp::Set, Value::Object(map), Segment::Key(key)) => {
            map.insert(key.clone(), value()?);
        }
        (EditOp::Remove, Value::Object(map), Segment::Key(key)) => {
            map.remove(key).ok_or(no_match)?;
        }
        (EditOp::Set, Value::Array(list), s) => {
            let i = index_in(list, s).ok_or(no_match)?;
            list[i] = value()?;
        }
        (EditOp::Remove, Value::Array(list), s) => {
            let i = index_in(list, s).ok_or(no_match)?;
            list.remove(i);
        }
        (EditOp::Insert, Value::Array(list), s) => {
            let i = match s {
                Segment::End => list.len(),
                Segment::Index(i) if *i == list.len() => *i,
                other => index_in(list, other).ok_or(no_match)?,
            };
            list.insert(i, value()?);
        }
        _ => return Err(no_match),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn edit(op: EditOp, path: &str, value: Option<Value>) -> Edit {
        Edit {
            op,
            path: path.into(),
            value,
        }
    }

    #[test]
    fn set_remove_insert_by_name() {
        let mut s = json!({"nodes": [{"name": "A", "disks": [{"name": "A1", "usable": "1Gi"}]}]});
        apply(
            &mut s,
            &edit(
                EditOp::Set,
                "nodes[name=A].disks[name=A1].usable",
                Some(json!("2Gi")),
            ),
        )
        .unwrap();
        apply(
            &mut s,
            &edit(
                EditOp::Insert,
                "nodes[-]",
                Some(json!({"name": "C", "disks": []})),
            ),
        )
        .unwrap();
        apply(
            &mut s,
            &edit(
                EditOp::Insert,
                "nodes[name=A]",
                Some(json!({"name": "Z", "disks": []})),
            ),
        )
        .unwrap();
        apply(&mut s, &edit(EditOp::Remove, "nodes[name=C]", None)).unwrap();
        assert_eq!(
            s,
            json!({"nodes": [{"name": "Z", "disks": []}, {"name": "A", "disks": [{"name": "A1", "usable": "2Gi"}]}]})
        );
    }

    #[test]
    fn what_cannot_apply_says_where() {
        let mut s = json!({"nodes": []});
        assert_eq!(
            apply(
                &mut s,
                &edit(EditOp::Set, "nodes[name=A].x", Some(json!(1)))
            )
            .unwrap_err()
            .0,
            "path"
        );
        assert_eq!(
            apply(&mut s, &edit(EditOp::Set, "x", None)).unwrap_err().0,
            "value"
        );
        assert_eq!(
            apply(&mut s, &edit(EditOp::Set, "nodes[-]", Some(json!(1))))
                .unwrap_err()
                .0,
            "path"
        );
        assert_eq!(
            apply(&mut s, &edit(EditOp::Remove, "missing", None))
                .unwrap_err()
                .0,
            "path"
        );
        assert_eq!(
            apply(&mut s, &edit(EditOp::Set, "a[", None))
                .unwrap_err()
                .1
                .id,
            "error-walk-path"
        );
    }
}
