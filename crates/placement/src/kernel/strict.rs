//! Typed reading of JSON input that refuses an array where an object is expected.
//!
//! serde's derived readers accept a sequence for a struct, field by field in
//! declaration order, so `["10%", 1]` would read as a rollout strategy. Every
//! typed read of input (JSON from JavaScript, YAML written as JSON text, the
//! kubectl imports' objects) goes through [`from_str`] or [`from_value`], which
//! wrap the deserializer once: a struct, a struct variant or an internally
//! tagged enum given an array fails with [`ARRAY_FOR_OBJECT`]. Arrays stay
//! arrays everywhere else (lists, tuples, `serde_json::Value`).
//!
//! ```
//! #[derive(serde::Deserialize, Debug)]
//! struct Strategy { max_new: u32 }
//! let e = placement::kernel::strict::from_str::<Strategy>("[5]").unwrap_err();
//! assert!(e.to_string().starts_with(placement::kernel::strict::ARRAY_FOR_OBJECT));
//! assert_eq!(placement::kernel::strict::from_str::<Strategy>(r#"{"max_new":5}"#).unwrap().max_new, 5);
//! assert_eq!(placement::kernel::strict::from_str::<Vec<(u32, u32)>>("[[1,2]]").unwrap(), [(1, 2)]);
//! ```

use std::fmt;

use serde::de::{
    self, DeserializeOwned, DeserializeSeed, Deserializer, EnumAccess, MapAccess, SeqAccess,
    VariantAccess, Visitor,
};

/// The message of an array given where an object is expected.
pub const ARRAY_FOR_OBJECT: &str = "must be an object, not an array";

/// `serde_json::from_str`, refusing arrays where objects are expected.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let value = T::deserialize(Strict(&mut deserializer))?;
    deserializer.end()?;
    Ok(value)
}

/// `serde_json::from_value`, refusing arrays where objects are expected.
pub fn from_value<T: DeserializeOwned>(value: serde_json::Value) -> Result<T, serde_json::Error> {
    T::deserialize(Strict(value))
}

/// For a field of an internally tagged enum's variant whose type is itself an
/// internally tagged enum: serde buffers such a variant's fields before
/// reading them, out of the wrapper's reach, so the field reads through it
/// again (`#[serde(deserialize_with = "crate::kernel::strict::nested")]`).
pub fn nested<'de, D: Deserializer<'de>, T: serde::Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    T::deserialize(Strict(d))
}

/// A deserializer that hands every nested value on wrapped, so the check holds
/// at any depth.
struct Strict<D>(D);

/// What the value being read is for.
#[derive(Clone, Copy, PartialEq)]
enum Target {
    /// A struct or struct variant: an array is refused.
    Object,
    /// Anything (`deserialize_any`): refused only for an internally tagged enum.
    Any,
    /// Everything else: passed through.
    Other,
}

macro_rules! forward_deserialize {
    ($($method:ident => $target:expr),* $(,)?) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
            self.0.$method(Checked { inner: visitor, target: $target })
        }
    )*};
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Strict<D> {
    type Error = D::Error;

    forward_deserialize! {
        deserialize_any => Target::Any, deserialize_bool => Target::Other,
        deserialize_i8 => Target::Other, deserialize_i16 => Target::Other,
        deserialize_i32 => Target::Other, deserialize_i64 => Target::Other,
        deserialize_i128 => Target::Other, deserialize_u8 => Target::Other,
        deserialize_u16 => Target::Other, deserialize_u32 => Target::Other,
        deserialize_u64 => Target::Other, deserialize_u128 => Target::Other,
        deserialize_f32 => Target::Other, deserialize_f64 => Target::Other,
        deserialize_char => Target::Other, deserialize_str => Target::Other,
        deserialize_string => Target::Other, deserialize_bytes => Target::Other,
        deserialize_byte_buf => Target::Other, deserialize_option => Target::Other,
        deserialize_unit => Target::Other, deserialize_seq => Target::Other,
        deserialize_map => Target::Other, deserialize_identifier => Target::Other,
        deserialize_ignored_any => Target::Other,
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_unit_struct(name, other(visitor))
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_newtype_struct(name, other(visitor))
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_tuple(len, other(visitor))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_tuple_struct(name, len, other(visitor))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        let checked = Checked {
            inner: visitor,
            target: Target::Object,
        };
        self.0.deserialize_struct(name, fields, checked)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_enum(name, variants, other(visitor))
    }

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }
}

fn other<V>(inner: V) -> Checked<V> {
    Checked {
        inner,
        target: Target::Other,
    }
}

/// A visitor that refuses an array for an object target and wraps whatever
/// it hands on.
struct Checked<V> {
    inner: V,
    target: Target,
}

impl<V> Checked<V> {
    /// serde's internally tagged enums read through `deserialize_any` and
    /// would take the tag from an array's first element: their visitor says
    /// what it expects in words, the only sign of one.
    fn is_tagged_enum<'de>(&self) -> bool
    where
        V: Visitor<'de>,
    {
        struct Expecting<'a, V>(&'a V);
        impl<'de, V: Visitor<'de>> fmt::Display for Expecting<'_, V> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.expecting(f)
            }
        }
        Expecting(&self.inner)
            .to_string()
            .starts_with("internally tagged enum")
    }
}

macro_rules! forward_visit {
    ($($method:ident($ty:ty)),* $(,)?) => {$(
        fn $method<E: de::Error>(self, v: $ty) -> Result<Self::Value, E> {
            self.inner.$method(v)
        }
    )*};
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Checked<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.expecting(f)
    }

    forward_visit! {
        visit_bool(bool), visit_i8(i8), visit_i16(i16), visit_i32(i32), visit_i64(i64),
        visit_i128(i128), visit_u8(u8), visit_u16(u16), visit_u32(u32), visit_u64(u64),
        visit_u128(u128), visit_f32(f32), visit_f64(f64), visit_char(char),
        visit_str(&str), visit_borrowed_str(&'de str), visit_string(String),
        visit_bytes(&[u8]), visit_borrowed_bytes(&'de [u8]), visit_byte_buf(Vec<u8>),
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.inner.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        self.inner.visit_some(Strict(d))
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        self.inner.visit_newtype_struct(Strict(d))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        let refused = match self.target {
            Target::Object => true,
            Target::Any => self.is_tagged_enum(),
            Target::Other => false,
        };
        if refused {
            return Err(de::Error::custom(ARRAY_FOR_OBJECT));
        }
        self.inner.visit_seq(StrictSeq(seq))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_map(StrictMap(map))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Self::Value, A::Error> {
        self.inner.visit_enum(StrictEnum(data))
    }
}

/// A seed whose value is read through [`Strict`].
struct StrictSeed<S>(S);

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for StrictSeed<S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<S::Value, D::Error> {
        self.0.deserialize(Strict(d))
    }
}

struct StrictSeq<A>(A);

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for StrictSeq<A> {
    type Error = A::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        self.0.next_element_seed(StrictSeed(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

struct StrictMap<A>(A);

impl<'de, A: MapAccess<'de>> MapAccess<'de> for StrictMap<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        self.0.next_key_seed(seed)
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, A::Error> {
        self.0.next_value_seed(StrictSeed(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

struct StrictEnum<A>(A);

impl<'de, A: EnumAccess<'de>> EnumAccess<'de> for StrictEnum<A> {
    type Error = A::Error;
    type Variant = StrictVariant<A::Variant>;

    fn variant_seed<T: DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<(T::Value, Self::Variant), A::Error> {
        let (value, variant) = self.0.variant_seed(seed)?;
        Ok((value, StrictVariant(variant)))
    }
}

struct StrictVariant<A>(A);

impl<'de, A: VariantAccess<'de>> VariantAccess<'de> for StrictVariant<A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.0.unit_variant()
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        self.0.newtype_variant_seed(StrictSeed(seed))
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        self.0.tuple_variant(len, other(visitor))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        let checked = Checked {
            inner: visitor,
            target: Target::Object,
        };
        self.0.struct_variant(fields, checked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The refusals on the engine's own input types (structs, tagged enums) are tested in
    // fleet/strict_input_tests.rs: the kernel does not know the domains.
    #[test]
    fn lists_and_values_still_read() {
        let value: serde_json::Value = from_str(r#"[[1],{"a":[2]}]"#).unwrap();
        assert_eq!(value, serde_json::json!([[1], {"a": [2]}]));
    }
}
