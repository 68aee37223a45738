//! The YAML reader's time as its input doubles, on the shapes that were
//! quadratic or worse before issue #13 and on kubectl-like output: prints
//! MB/s and the growth exponent (1 = linear) per shape, and fails above 1.5.
//! Sizes span a factor of 8 or more, so the caches of small inputs do not
//! pass for growth. `cargo bench -p placement --bench yaml -- --short` reads
//! up to ~10 MB per shape; without `--short` up to ~50 MB.

use std::hint::black_box;

#[path = "common/cpu_clock.rs"]
mod cpu_clock;

use placement::kernel::yaml::parse_documents;

/// A shape: its name and the text for a size `n`.
type Shape = (&'static str, fn(usize) -> String);

const SHAPES: &[Shape] = &[
    ("'- ' repeated (nesting, refused at the depth limit)", |n| {
        "- ".repeat(n)
    }),
    ("a double-quoted scalar over n lines", |n| {
        format!("a: \"{}\"\n", "word\n  ".repeat(n))
    }),
    ("a block scalar of n lines", |n| {
        format!("a: |\n{}", "  échoué ligne\n".repeat(n))
    }),
    ("a flow sequence over n lines", |n| {
        format!("[{}]\n", "x,\n".repeat(n))
    }),
    ("kubectl-like List of n/10 objects", |n| {
        let item = "- apiVersion: v1\n  kind: Node\n  metadata:\n    labels:\n      topology.kubernetes.io/zone: zone-a\n    name: worker\n  spec:\n    taints: []\n";
        format!(
            "apiVersion: v1\nkind: List\nitems:\n{}",
            item.repeat(n / 10 + 1)
        )
    }),
];

/// Seconds of CPU time to read `text`: the best of three runs, each repeated for at least
/// 60 ms (a case of a few milliseconds measured on a loaded machine's coarse clock tipped a
/// linear shape over the bound: 2.6 ms then 98.8 ms for 8× the text, exponent 1.75).
fn seconds(text: &str) -> f64 {
    cpu_clock::best_of(|| {
        let _ = black_box(parse_documents(black_box(text)));
    })
    .as_secs_f64()
}

fn main() {
    let short = std::env::args().any(|a| a == "--short");
    let sizes: &[usize] = if short {
        &[100_000, 800_000]
    } else {
        &[200_000, 800_000, 3_200_000]
    };
    let mut worst: f64 = 0.0;
    for shape in SHAPES {
        // Measured once (each size is the best of three CPU-time runs), never again until it passes.
        let exponent = measure(shape, sizes);
        worst = worst.max(exponent);
    }
    assert!(
        worst < 1.5,
        "the YAML reader grows faster than linearly (exponent {worst:.2})"
    );
}

/// Prints the shape's MB/s at each size and returns its growth exponent.
fn measure((name, make): &Shape, sizes: &[usize]) -> f64 {
    let mut points = Vec::new();
    let mut line = format!("{name}:");
    // The one shape named as refused must be refused (its refusal is what is timed); every other
    // shape must be read: a time of an error where a read was meant measures nothing.
    let refused = name.contains("refused at the depth limit");
    for &n in sizes {
        let text = make(n);
        match (parse_documents(&text), refused) {
            (Ok(_), false) | (Err(_), true) => {}
            (Ok(_), true) => panic!("{name}: {n} was read, not refused"),
            (Err(e), false) => panic!("{name}: {n} was refused: {e:?}"),
        }
        let t = seconds(&text).max(1e-6);
        let mb = text.len() as f64 / 1e6;
        line += &format!(" {mb:.1} MB in {:.1} ms ({:.0} MB/s);", t * 1e3, mb / t);
        points.push((text.len() as f64, t));
    }
    // The slope from the smallest to the largest size (log-log): one
    // noisy step in between does not decide.
    let ((b0, t0), (b1, t1)) = (points[0], points[points.len() - 1]);
    let exponent = (t1 / t0).ln() / (b1 / b0).ln();
    println!("{line} growth exponent {exponent:.2}");
    exponent
}
