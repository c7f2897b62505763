//! `gunbai serve` over HTTP: share links, escaping of everything typed with the pages' security
//! policy, and oversized or malformed requests.

use crate::serve::{events_of, new_case, plain_ruling, send_lines, SETUP};
use crate::serve_http::{World, FLOOR_PW, HEAD_PW};
use chrono::{Duration, Utc};
use gunbai::serve::auth;
use gunbai::store::judges::ShareTarget;

#[test]
fn share_links_show_one_thing_read_only_until_revoked_or_expired() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    plain_ruling(&mut ren);
    let case = new_case(&mut ren, "table4");
    assert_eq!(send_lines(&mut ren, &case, 0, SETUP).status, 200);
    let t = ren.token();
    let r = ren.post("/rulings/1/share", &[("csrf", &t), ("hours", "0")]);
    assert_eq!(r.status, 400);
    let r = ren.post("/rulings/1/share", &[("csrf", &t), ("hours", "24")]);
    assert_eq!(r.status, 200, "{}", r.body);
    let link = link_of(&r.body);
    let r = ren.post(&format!("{case}/share"), &[("csrf", &t), ("hours", "2")]);
    let case_link = link_of(&r.body);

    let mut player = w.client();
    let r = player.get(&link);
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.contains("May a bowed personality attack?"));
    assert!(r.body.contains("action.reaction.order"));
    assert!(
        !r.body.contains("<form"),
        "a share page has no form: {}",
        r.body
    );
    assert!(!r.body.contains("Log out"));
    let r = player.get(&case_link);
    assert_eq!(r.status, 200);
    assert!(r.body.contains("Case table4"), "the case's replay page");
    assert!(r.body.contains("Doji Hoturi"));
    assert!(r.body.contains("Step 6 of 6"));
    assert!(!r.body.contains("method=\"post\""), "read-only: {}", r.body);
    let r = player.get(&format!("{case_link}?at=5"));
    assert!(r.body.contains("[5] turn Bob action"), "{}", r.body);
    assert!(r.body.contains(&format!("href=\"{case_link}?at=4\"")));
    assert_eq!(player.get(&format!("{case_link}?at=9")).status, 400);
    // The link opens nothing else.
    assert_eq!(player.get("/cases").status, 303);
    assert_eq!(player.get("/rulings/1").status, 303);
    assert_eq!(
        player.get(&format!("{link}/case")).status,
        404,
        "that ruling rests on no case"
    );
    assert_eq!(player.get("/s/0123").status, 404);
    assert_eq!(player.get(&format!("/s/{}", "a".repeat(64))).status, 404);
    // Revoked: gone.
    let page = ren.get("/rulings/1");
    assert!(page.body.contains("/shares/1/revoke"));
    let r = ren.post("/shares/1/revoke", &[("csrf", &t)]);
    assert_eq!(r.status, 303);
    let r = player.get(&link);
    assert_eq!(r.status, 404);
    assert!(r.body.contains("revoked"));
    assert!(ren.get("/rulings/1").body.contains("revoked"));
    // Expired: gone.
    let token = auth::token().expect("token");
    let now = Utc::now();
    w.store()
        .create_share(
            &auth::token_hash(&token),
            ShareTarget::Ruling(1),
            "Ren",
            now - Duration::hours(3),
            now - Duration::hours(1),
        )
        .expect("an expired link");
    assert_eq!(player.get(&format!("/s/{token}")).status, 404);
    assert_eq!(
        player.get(&case_link).status,
        200,
        "the case link is still open"
    );
}

fn link_of(body: &str) -> String {
    let key = "id=\"share-link\" href=\"";
    let i = body.find(key).unwrap_or_else(|| panic!("no link: {body}"));
    let rest = &body[i + key.len()..];
    rest[..rest.find('"').expect("quote")].to_owned()
}

#[test]
fn everything_typed_is_escaped_and_pages_satisfy_their_policy() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    let evil = "<script>alert(1)</script>";
    let case = new_case(&mut ren, evil);
    let r = send_lines(
        &mut ren,
        &case,
        0,
        "players \"<img src=x onerror=alert(2)>\" Bob",
    );
    let page = ren.get(&case);
    for body in [&r.body, &page.body] {
        assert!(!body.contains(evil), "{body}");
        assert!(!body.contains("<img"), "{body}");
        assert!(body.contains("&lt;script&gt;"));
    }
    plain_ruling(&mut ren);
    let mut mika = w.judge("Mika", HEAD_PW);
    let pages = [
        "/login",
        "/rulings",
        "/rulings/new",
        "/rulings/1",
        "/rulings/1/correct",
        "/cases",
        case.as_str(),
        "/events",
        "/judges",
    ];
    for path in pages {
        let mut c = if path == "/login" {
            w.client()
        } else {
            mika.clone()
        };
        let r = c.get(path);
        assert_eq!(r.status, 200, "{path}");
        let csp = r.header("content-security-policy").expect("a policy");
        assert!(
            csp.contains("script-src 'self'") && csp.contains("style-src 'self'"),
            "{csp}"
        );
        assert_eq!(r.header("x-content-type-options"), Some("nosniff"));
        assert_eq!(r.header("referrer-policy"), Some("no-referrer"));
        assert_eq!(r.header("x-frame-options"), Some("DENY"));
        // No inline script, style or handler: the policy would block them.
        assert!(!r.body.contains("<style"), "{path}");
        assert!(!r.body.contains(" style="), "{path}");
        assert_eq!(
            r.body.matches("<script").count(),
            r.body
                .matches("<script src=\"/static/app.js\" defer></script>")
                .count(),
            "{path}"
        );
        assert!(
            !r.body.contains(" onclick=") && !r.body.contains(" onload="),
            "{path}"
        );
        mika = if path == "/login" { mika } else { c };
    }
}

#[test]
fn oversized_and_malformed_requests_are_refused_and_write_nothing() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    let case = new_case(&mut ren, "big");
    let t = ren.token();
    let huge = format!(
        "csrf={t}&head=0&lines={}",
        "honor%20Allen%201%0A".repeat(gunbai::serve::MAX_BODY / 10)
    );
    let r = ren.post_raw(&format!("{case}/lines"), huge.as_bytes());
    assert_eq!(r.status, 413, "{}", r.body);
    let r = ren.post_raw(&format!("{case}/lines"), b"csrf=%ZZ&&&=");
    assert!(r.status == 403 || r.status == 400, "{}", r.status);
    let r = ren.post(
        &format!("{case}/lines"),
        &[("csrf", &t), ("head", "zero"), ("lines", "players A B")],
    );
    assert_eq!(r.status, 400);
    let r = ren.post(
        &format!("{case}/lines"),
        &[("csrf", &t), ("head", "0"), ("lines", "   ")],
    );
    assert_eq!(r.status, 400);
    // A field the page has once, sent twice, is not guessed at: the form is refused.
    let r = ren.post(
        &format!("{case}/lines"),
        &[
            ("csrf", &t),
            ("head", "0"),
            ("lines", "players A B"),
            ("lines", "players C D"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("Form refused"), "{}", r.body);
    assert!(events_of(&w, "big").is_empty());
    let r = ren.post("/cases", &[("csrf", &t), ("name", "  ")]);
    assert_eq!(r.status, 400);
    assert!(r.body.contains("cannot name a case"));
}
