//! A zip reader that reads only what it is asked for: the central directory
//! (the list of entries at the end of the file), then one entry at a time,
//! through a [`BundleSource`] that hands out byte ranges. A bundle of hundreds
//! of megabytes, mostly logs, is never held whole: only the directory and the
//! entries inflated are ever in memory.
//!
//! Deflate is [`miniz_oxide`]'s (the inflater behind `flate2`'s Rust backend);
//! the zip structures (end of central directory, zip64 records, central and
//! local headers) are read here, as the zip specification (APPNOTE 6.3) lays
//! them out. Every inflated entry is checked against its CRC-32, and inflates
//! to at most the size its header declares, so a zip bomb stops at the limit.

use crate::InputError;
use crate::kernel::message::Message;

/// Where a bundle's bytes come from: the whole file in memory, a browser
/// `File` read a slice at a time, a JavaScript `Uint8Array`.
pub trait BundleSource {
    /// The file's size in bytes.
    fn size(&self) -> u64;
    /// `len` bytes from `offset` (the reader never asks past [`size`](Self::size)).
    fn read_at(&self, offset: u64, len: usize) -> Result<Vec<u8>, String>;
}

impl BundleSource for [u8] {
    fn size(&self) -> u64 {
        self.len() as u64
    }
    fn read_at(&self, offset: u64, len: usize) -> Result<Vec<u8>, String> {
        let start = usize::try_from(offset).map_err(|e| e.to_string())?;
        self.get(start..start.saturating_add(len))
            .map(<[u8]>::to_vec)
            .ok_or_else(|| format!("bytes {offset}–{} are past the end", offset + len as u64))
    }
}

/// One file of the archive, as the central directory lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZipEntry {
    /// Its name (a path with `/` separators; a folder ends with `/`).
    pub name: String,
    /// 0 = stored, 8 = deflated.
    pub method: u16,
    /// Encrypted (general purpose flag bit 0, or AES, method 99).
    pub encrypted: bool,
    /// Bytes in the archive.
    pub compressed_size: u64,
    /// Bytes once inflated, as declared.
    pub size: u64,
    /// CRC-32 of the inflated bytes.
    pub crc32: u32,
    /// Where its local header starts.
    pub local_offset: u64,
}

const EOCD: u32 = 0x0605_4b50;
const ZIP64_LOCATOR: u32 = 0x0706_4b50;
const ZIP64_EOCD: u32 = 0x0606_4b50;
const CENTRAL: u32 = 0x0201_4b50;
const LOCAL: u32 = 0x0403_4b50;
/// The end record (22 bytes) plus the longest comment.
const TAIL: u64 = 22 + 0xFFFF;
/// The largest central directory read (a bundle lists tens of thousands of
/// files in a few MiB).
pub const MAX_DIRECTORY_BYTES: u64 = 64 << 20;

fn refused(problem: Message) -> InputError {
    InputError::new("bundle", "", problem)
}

fn read<S: BundleSource + ?Sized>(
    source: &S,
    offset: u64,
    len: u64,
) -> Result<Vec<u8>, InputError> {
    if offset
        .checked_add(len)
        .is_none_or(|end| end > source.size())
    {
        return Err(truncated());
    }
    let bytes = source
        .read_at(offset, len as usize)
        .map_err(|e| refused(Message::new("error-zip-unreadable").arg("detail", e.to_string())))?;
    if bytes.len() as u64 != len {
        return Err(truncated());
    }
    Ok(bytes)
}

fn truncated() -> InputError {
    refused(Message::new("error-zip-truncated"))
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}
fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}
fn u64_at(b: &[u8], at: usize) -> u64 {
    (u64::from(u32_at(b, at + 4)) << 32) | u64::from(u32_at(b, at))
}

/// The entries the central directory lists, in its order.
pub fn read_directory<S: BundleSource + ?Sized>(source: &S) -> Result<Vec<ZipEntry>, InputError> {
    let size = source.size();
    let tail_start = size.saturating_sub(TAIL);
    let tail = read(source, tail_start, size - tail_start)?;
    let Some(end) = (0..tail.len().saturating_sub(21))
        .rev()
        .find(|&i| u32_at(&tail, i) == EOCD)
    else {
        return Err(not_a_zip(source));
    };
    let record = &tail[end..];
    if u16_at(record, 4) != 0 || u16_at(record, 6) != 0 {
        return Err(refused(Message::new("error-zip-split")));
    }
    let (mut count, mut dir_size, mut dir_offset) = (
        u64::from(u16_at(record, 10)),
        u64::from(u32_at(record, 12)),
        u64::from(u32_at(record, 16)),
    );
    if end >= 20 && u32_at(&tail, end - 20) == ZIP64_LOCATOR {
        let at = u64_at(&tail, end - 12);
        let z = read(source, at, 56)?;
        if u32_at(&z, 0) != ZIP64_EOCD {
            return Err(truncated());
        }
        (count, dir_size, dir_offset) = (u64_at(&z, 32), u64_at(&z, 40), u64_at(&z, 48));
    }
    if dir_size > MAX_DIRECTORY_BYTES {
        return Err(refused(
            Message::new("error-zip-directory-too-large")
                .arg("mib", dir_size >> 20)
                .arg("limitMib", MAX_DIRECTORY_BYTES >> 20),
        ));
    }
    let directory = read(source, dir_offset, dir_size)?;
    parse_directory(&directory, count)
}

fn not_a_zip<S: BundleSource + ?Sized>(source: &S) -> InputError {
    let starts_like_zip = source.size() >= 4
        && source
            .read_at(0, 4)
            .is_ok_and(|b| b.len() == 4 && u32_at(&b, 0) == LOCAL);
    if starts_like_zip {
        truncated()
    } else {
        refused(Message::new("error-not-a-zip"))
    }
}

fn parse_directory(dir: &[u8], count: u64) -> Result<Vec<ZipEntry>, InputError> {
    // A count is only trusted as far as the directory's bytes go.
    let mut entries = Vec::with_capacity(count.min(dir.len() as u64 / 46) as usize);
    let mut at = 0;
    while entries.len() as u64 != count {
        if at + 46 > dir.len() || u32_at(dir, at) != CENTRAL {
            return Err(truncated());
        }
        let h = &dir[at..];
        let (name_len, extra_len, comment_len) = (
            usize::from(u16_at(h, 28)),
            usize::from(u16_at(h, 30)),
            usize::from(u16_at(h, 32)),
        );
        let next = at + 46 + name_len + extra_len + comment_len;
        if next > dir.len() {
            return Err(truncated());
        }
        let name_bytes = &h[46..46 + name_len];
        let name = String::from_utf8_lossy(name_bytes).into_owned();
        let flags = u16_at(h, 8);
        let mut entry = ZipEntry {
            name,
            method: u16_at(h, 10),
            encrypted: flags & 1 != 0 || u16_at(h, 10) == 99,
            crc32: u32_at(h, 16),
            compressed_size: u64::from(u32_at(h, 20)),
            size: u64::from(u32_at(h, 24)),
            local_offset: u64::from(u32_at(h, 42)),
        };
        zip64_sizes(&mut entry, &h[46 + name_len..46 + name_len + extra_len]);
        entries.push(entry);
        at = next;
    }
    Ok(entries)
}

/// Sizes and offset over 4 GiB live in the zip64 extra field (id 1), in this
/// order, each present only when its 32-bit field is all ones.
fn zip64_sizes(entry: &mut ZipEntry, mut extra: &[u8]) {
    while extra.len() >= 4 {
        let (id, len) = (u16_at(extra, 0), usize::from(u16_at(extra, 2)));
        let Some(data) = extra.get(4..4 + len) else {
            return;
        };
        if id == 1 {
            let mut fields = data.chunks_exact(8).map(|c| u64_at(c, 0));
            for value in [
                &mut entry.size,
                &mut entry.compressed_size,
                &mut entry.local_offset,
            ] {
                if *value == 0xFFFF_FFFF {
                    match fields.next() {
                        Some(v) => *value = v,
                        None => return,
                    }
                }
            }
        }
        extra = &extra[4 + len..];
    }
}

/// The bytes of `entry`, inflated; `limit` is the most it may inflate to.
pub fn read_entry<S: BundleSource + ?Sized>(
    source: &S,
    entry: &ZipEntry,
    limit: u64,
) -> Result<Vec<u8>, InputError> {
    let at = |problem: Message| InputError::new(entry.name.clone(), "", problem);
    if entry.encrypted {
        return Err(at(Message::new("error-zip-encrypted")));
    }
    if entry.size > limit {
        return Err(at(Message::new("error-zip-entry-too-large")
            .arg("size", entry.size)
            .arg("limit", limit)));
    }
    let header = read(source, entry.local_offset, 30)?;
    if u32_at(&header, 0) != LOCAL {
        return Err(truncated());
    }
    let start =
        entry.local_offset + 30 + u64::from(u16_at(&header, 26)) + u64::from(u16_at(&header, 28));
    let data = read(source, start, entry.compressed_size)?;
    let bytes = match entry.method {
        0 => data,
        8 => miniz_oxide::inflate::decompress_to_vec_with_limit(&data, entry.size as usize)
            .map_err(|e| match e.status {
                miniz_oxide::inflate::TINFLStatus::HasMoreOutput => {
                    at(Message::new("error-zip-bomb").arg("size", entry.size))
                }
                _ => at(Message::new("error-zip-damaged")),
            })?,
        other => {
            return Err(at(
                Message::new("error-zip-method").arg("method", i64::from(other))
            ));
        }
    };
    if bytes.len() as u64 != entry.size || crc32(&bytes) != entry.crc32 {
        return Err(at(Message::new("error-zip-checksum")));
    }
    Ok(bytes)
}

const CRC_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut n = 0;
    while n < 256 {
        let mut c = n as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        table[n] = c;
        n += 1;
    }
    table
};

/// CRC-32 (ISO-HDLC, the zip one).
pub fn crc32(bytes: &[u8]) -> u32 {
    !bytes.iter().fold(!0u32, |c, &b| {
        CRC_TABLE[((c ^ u32::from(b)) & 0xFF) as usize] ^ (c >> 8)
    })
}
