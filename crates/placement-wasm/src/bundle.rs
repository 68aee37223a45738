//! The support bundle reader: `importSupportBundle` (module `bundle`, loaded
//! on demand by the package's entry). The zip is read from the caller's bytes
//! a range at a time ([`JsBytes`]), so only its directory and the YAML files
//! the labs read are ever copied into the module's memory.

use placement::bundle::{self, BundleSource, SupportBundleImport, SupportBundleOptions};
use tsify::Ts;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::convert::{from_js, input_error, prefix_path, to_js, Args};

/// A JS `Uint8Array` read a range at a time.
struct JsBytes(js_sys::Uint8Array);

impl BundleSource for JsBytes {
    fn size(&self) -> u64 {
        u64::from(self.0.length())
    }
    fn read_at(&self, offset: u64, len: usize) -> Result<Vec<u8>, String> {
        let start = u32::try_from(offset).map_err(|_| "the file is over 4 GiB".to_string())?;
        let end =
            u32::try_from(offset + len as u64).map_err(|_| "the file is over 4 GiB".to_string())?;
        Ok(self.0.subarray(start, end).to_vec())
    }
}

/// Reads a support bundle (the `.zip` of Longhorn's Generate Support Bundle,
/// or of Rancher's support-bundle-kit) into the three labs' inputs: `longhorn`
/// (what `importLonghornObjects` returns), `capacity` (`importCapacityObjects`)
/// and `fleet` (`importFleetObjects`), each with the bundle's `files` it read
/// and an `error` when they could not be imported; the bundle's `facts`
/// (metadata.yaml, the Longhorn version and the algorithm it chooses) and the
/// entries `skipped`, grouped by why. Logs and node bundles are never
/// inflated. A file that is not a zip, not a support bundle, truncated,
/// encrypted, a zip bomb or has an entry name that leaves its folder throws an
/// `Error` with `path` and `value`.
///
/// ```js
/// const bundle = await importSupportBundle(new Uint8Array(await file.arrayBuffer()));
/// scheduleReplicas(bundle.longhorn.import.scenario);
/// bundle.facts.algorithm; // "most-usable" for a Longhorn v1.10 bundle
/// ```
#[wasm_bindgen(js_name = importSupportBundle)]
pub fn import_support_bundle(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | ArrayBuffer")] bytes: JsValue,
    options: Option<Ts<SupportBundleOptions>>,
) -> Result<Ts<SupportBundleImport>, JsValue> {
    let args = Args::of("importSupportBundle");
    let bytes = if let Some(buffer) = bytes.dyn_ref::<js_sys::ArrayBuffer>() {
        js_sys::Uint8Array::new(buffer)
    } else {
        args.bytes(1, "bytes", bytes)?
    };
    let options = options
        .map(|o| args.object(2, "options", o.js_value()))
        .transpose()?;
    let options: SupportBundleOptions = match options {
        Some(o) => from_js(o).map_err(|e| prefix_path(e, "options"))?,
        None => Default::default(),
    };
    let import = bundle::import_support_bundle(&JsBytes(bytes), &options, &mut |_, _| {})
        .map_err(input_error)?;
    Ok(Ts::new_unchecked(to_js(&import)?))
}
