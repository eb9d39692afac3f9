//! The permalink's fragment, browser-free. A link holds
//! the session as a scenario (docs/scenarios.md) and what is on screen:
//!
//! - format 2 (what [`write`] writes): `#v=2&s=<base64url of the raw-deflated scenario JSON>`,
//!   then `at`, `reg`, `thread`, `unit`, `speed`, after `lesson=ID&` for a lesson;
//! - format 1 (no `v`, read only): `#s=<the scenario JSON, URI-encoded>&...` and the same
//!   fields.
//!
//! A link in a format this version does not know (`v=3`) is an error saying so; the page then
//! keeps the saved session. A link is at most [`MAX_LINK`] bytes to be shared safely (chat
//! tools and some browsers cut longer ones): the permalink control says when it is longer and
//! offers the scenario file instead. A scenario inflates to at most [`MAX_TEXT`] bytes, so a
//! small link cannot expand into a huge text.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use pmu_model::scenario::Scenario;

/// The format [`write`] writes.
pub const VERSION: u32 = 2;

/// The longest link (the whole address) that is shared safely.
pub const MAX_LINK: usize = 8 * 1024;

/// The longest scenario text a link may hold (Chromium's longest address is 2 MB, so no
/// format-1 link is longer).
pub const MAX_TEXT: usize = 2 * 1024 * 1024;

/// What a fragment says, read but not yet checked against a machine.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Parts {
    pub scenario: Option<Scenario>,
    pub at: Option<usize>,
    pub lesson: Option<String>,
    pub reg: Option<String>,
    pub thread: u32,
    pub unit: u32,
    pub speed: Option<u64>,
}

/// The fragment (with its `#`) of format [`VERSION`].
pub fn write(p: &Parts) -> String {
    let mut f = format!("#v={VERSION}");
    if let Some(id) = &p.lesson {
        f.push_str(&format!("&lesson={}", encode_component(id)));
    }
    if let Some(s) = &p.scenario {
        f.push_str(&format!("&s={}", pack(&s.write())));
    }
    if let Some(at) = p.at {
        f.push_str(&format!("&at={at}"));
    }
    if let Some(r) = &p.reg {
        f.push_str(&format!("&reg={}", encode_component(r)));
    }
    if p.thread != 0 {
        f.push_str(&format!("&thread={}", p.thread));
    }
    if p.unit != 0 {
        f.push_str(&format!("&unit={}", p.unit));
    }
    if let Some(speed) = p.speed {
        f.push_str(&format!("&speed={speed}"));
    }
    f
}

/// Read a fragment (with or without its `#`) of format 1 or 2. Errors name the part.
pub fn read(fragment: &str) -> Result<Parts, String> {
    let f = fragment.trim_start_matches('#');
    let pairs = f
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|part| {
            part.split_once('=')
                .ok_or_else(|| format!("'{part}' is not key=value"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let version = match pairs.iter().find(|(k, _)| *k == "v") {
        None => 1,
        Some((_, v)) => match v.parse::<u32>() {
            Ok(n @ (1 | 2)) => n,
            _ => {
                return Err(format!(
                    "this link is in permalink format {v}, which this version of pmu-explorer \
                     cannot open (it opens formats 1 and 2): it was made by another version"
                ))
            }
        },
    };
    let mut p = Parts::default();
    for (k, raw) in pairs {
        if k == "v" {
            continue;
        }
        let v = decode_component(raw).map_err(|e| format!("{k}: {e}"))?;
        match k {
            "s" => {
                let text = if version >= 2 { unpack(&v)? } else { v };
                p.scenario = Some(Scenario::parse(&text).map_err(|e| format!("s: {e}"))?);
            }
            "lesson" => p.lesson = Some(v),
            "reg" => p.reg = Some(v),
            "thread" => p.thread = v.parse().map_err(|_| format!("thread: '{v}' is not a number"))?,
            "unit" => p.unit = v.parse().map_err(|_| format!("unit: '{v}' is not a number"))?,
            "speed" => p.speed = Some(v.parse().map_err(|_| format!("speed: '{v}' is not a number"))?),
            "at" => p.at = Some(v.parse().map_err(|_| format!("at: '{v}' is not a number"))?),
            other => return Err(format!("unknown part '{other}'")),
        }
    }
    Ok(p)
}

/// Scenario text as a link carries it in format 2: raw deflate, then base64url without
/// padding (no character of it needs escaping in a URL).
pub fn pack(text: &str) -> String {
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9))
}

/// The inverse of [`pack`]; errors name what was wrong.
pub fn unpack(packed: &str) -> Result<String, String> {
    let bytes = URL_SAFE_NO_PAD
        .decode(packed.trim())
        .map_err(|e| format!("s: not base64url ({e})"))?;
    let text =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, MAX_TEXT).map_err(|e| match e.status {
            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => {
                format!("s: the session is longer than {} MB", MAX_TEXT >> 20)
            }
            _ => "s: not a compressed session (the link was cut or changed)".to_string(),
        })?;
    String::from_utf8(text).map_err(|_| "s: the session is not UTF-8 text".to_string())
}

/// `encodeURIComponent`: every byte but the unreserved ASCII ones as `%XX`.
pub fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// `decodeURIComponent`: `%XX` sequences to bytes, which must be UTF-8.
pub fn decode_component(text: &str) -> Result<String, String> {
    if !text.contains('%') {
        return Ok(text.to_string());
    }
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or("not valid URI encoding")?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| "not valid URI encoding".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scenario() -> Scenario {
        Scenario::parse(
            r#"{"machine": "sparc-t4", "seed": 7, "threads": 2, "steps": [
                {"mode": "user"},
                {"write": {"reg": "PCR0", "fields": {"sl": 26, "ut": 1}}},
                {"thread": 1, "write": {"reg": "PIC0", "value": "0xfffffff0"}},
                {"run": {"cycles": 1000}}]}"#,
        )
        .expect("parses")
    }

    fn parts() -> Parts {
        Parts {
            scenario: Some(scenario()),
            at: Some(3),
            lesson: None,
            reg: Some("PCR0".into()),
            thread: 1,
            unit: 0,
            speed: Some(100),
        }
    }

    /// Format 2 round-trips, and is shorter than format 1 for any session with a few steps.
    #[test]
    fn format_2_round_trips() {
        let p = parts();
        let f = write(&p);
        assert!(f.starts_with("#v=2&s="), "{f}");
        assert_eq!(read(&f), Ok(p.clone()));
        let long = Parts {
            scenario: Some(crate::session::time_travel::tests::link(
                64,
                200,
                1_000_000_000_000_000,
                false,
            )),
            ..Parts::default()
        };
        let v2 = write(&long);
        let v1 = format!(
            "#s={}",
            encode_component(&long.scenario.as_ref().expect("set").write())
        );
        assert_eq!(read(&v2), Ok(long));
        // Reported: how much format 2 saves.
        eprintln!(
            "a 329-step session: format 1 {} bytes, format 2 {}",
            v1.len(),
            v2.len()
        );
        assert!(v2.len() * 10 < v1.len(), "{} vs {}", v2.len(), v1.len());
    }

    /// A link of format 1, as the page wrote it before (encodeURIComponent of the scenario
    /// JSON), reads to the same parts.
    #[test]
    fn format_1_still_reads() {
        let p = parts();
        let json = serde_json::to_string(&scenario().to_json()).expect("json");
        let old = format!("#s={}&at=3&reg=PCR0&thread=1&speed=100", encode_component(&json));
        assert_eq!(read(&old), Ok(p));
        // The same link, as the browser may give it back (characters it leaves as they are).
        let loose = format!("#s={}", json.replace('"', "%22").replace(' ', "%20"));
        assert_eq!(read(&loose).map(|p| p.scenario), Ok(Some(scenario())));
    }

    /// Unknown versions, broken payloads and bombs are errors that say what is wrong.
    #[test]
    fn bad_links_say_why() {
        let e = read("#v=3&s=abc").expect_err("unknown version");
        assert!(e.contains("format 3") && e.contains("cannot open"), "{e}");
        let e = read("#v=x").expect_err("bad version");
        assert!(e.contains("format x"), "{e}");
        let e = read("#v=2&s=!!!").expect_err("not base64");
        assert!(e.contains("base64url"), "{e}");
        let e = read("#v=2&s=AAAA").expect_err("not deflate");
        assert!(e.contains("compressed"), "{e}");
        let bomb = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(
            &vec![b' '; MAX_TEXT + 1],
            9,
        ));
        let e = read(&format!("#v=2&s={bomb}")).expect_err("too long");
        assert!(e.contains("longer than 2 MB"), "{e}");
        let e = read("#s=%E0%A4%A").expect_err("bad escape");
        assert!(e.contains("URI"), "{e}");
        let e = read("#v=2&x=1").expect_err("unknown part");
        assert!(e.contains("'x'"), "{e}");
    }

    #[test]
    fn uri_components_match_the_browser() {
        let text = r#"{"a": "é b/c?d&e=f#"}"#;
        let enc = encode_component(text);
        assert_eq!(enc, "%7B%22a%22%3A%20%22%C3%A9%20b%2Fc%3Fd%26e%3Df%23%22%7D");
        assert_eq!(decode_component(&enc).as_deref(), Ok(text));
    }
}
