//! Nothing is lost when workers die: the async script corpus of vm/tests/dump runs
//! through the service on SQLite while worker processes are killed with SIGKILL at
//! random points (100 kills in all, over as many rounds of the corpus as that takes),
//! and every run ends with the lines and the value of its straight run, with one stored
//! step per idle point and each call answered once. The kills are seeded; the seed is
//! printed (CAIRN_DURABLE_SEED repeats a run). And the same for the answerer: runs
//! answered from recorded answers by `cairn-durable answer --follow` processes killed
//! at random points all end with the value of a run that nobody killed.

mod common;

use std::time::Duration;

use common::{Answerers, Rng, Workers};

const KILLS: usize = 100;

#[test]
fn runs_end_as_straight_runs_while_workers_are_killed() {
    let seed = common::seed();
    let mut rng = Rng::new(seed);
    let dir = std::env::temp_dir().join(format!("cairn-durable-kills-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let target = dir.join("runs.db").to_string_lossy().into_owned();
    let corpus = common::corpus();
    let straight: Vec<_> =
        corpus.iter().map(|(name, source)| common::straight(source, name)).collect();

    // The lease is short so that a killed worker's run is claimable again soon.
    let mut workers = Workers::start(&target, 2, &["--lease-ms", "400", "--poll-ms", "5"]);
    let answerers = Answerers::start(&target, 1);
    let mut kills = 0;
    let mut all_cases = Vec::new();
    let mut rounds = 0;
    while kills < KILLS {
        rounds += 1;
        let cases = common::submit_corpus(&target, &corpus, &straight);
        common::wait_for(&target, &cases, Duration::from_secs(120), || {
            // A random pause, then (until the count is reached) a kill of a random worker:
            // mid-step, mid-commit, while polling.
            std::thread::sleep(Duration::from_millis(rng.below(60)));
            if kills < KILLS {
                workers.kill_and_replace(rng.below(2) as usize);
                kills += 1;
            }
        });
        all_cases.extend(cases);
    }
    workers.stop();
    let answered = answerers.stop();
    let (claims, steps) = common::check_endings(&target, &all_cases);
    common::check_answers(&all_cases, &answered);
    eprintln!(
        "{rounds} round(s) of {} scripts, {kills} kills: {steps} steps stored, {claims} claims",
        corpus.len()
    );
    assert_eq!(kills, KILLS);
    assert!(claims > steps, "some kills landed mid-step (claims {claims}, steps {steps})");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn runs_end_alike_while_recorded_answerers_are_killed() {
    let seed = common::seed();
    let mut rng = Rng::new(seed ^ 0x5eed);
    let dir = std::env::temp_dir().join(format!("cairn-durable-answerers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let target = dir.join("runs.db").to_string_lossy().into_owned();
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
    let tools_file = format!("{examples}/codemode-tools.json");
    let source = std::fs::read_to_string(format!("{examples}/codemode.js")).expect("read");
    let tools = cairn_durable::recorded::Recorded::load(&tools_file).expect("tools");
    let mut store = cairn_durable::open(&target).expect("open");
    let submission = cairn_durable::store::Submission {
        source,
        name: "codemode.js".into(),
        tools: tools.tool_names(),
        fuel: None,
    };
    // The run nobody kills: worker and answerer in this process, in turn.
    let first = store.submit(&submission).expect("submit");
    let config = cairn_durable::worker::Config { until_idle: true, ..Default::default() };
    loop {
        cairn_durable::worker::work(&mut *store, &config, |_| {}).expect("work");
        if store.answer_calls(8, &mut |c| tools.answer(c)).expect("answer") == 0 {
            break;
        }
    }
    let want = store.status(first).expect("status");
    assert_eq!(want.state, cairn_durable::store::State::Done);

    let ids: Vec<_> = (0..30).map(|_| store.submit(&submission).expect("submit")).collect();
    let _workers = Workers::start(&target, 2, &["--poll-ms", "5"]);
    let follow = ["answer", "--tools", tools_file.as_str(), "--follow", "--poll-ms", "2"];
    let mut answerers = Workers::processes(&target, 1, &follow);
    let mut kills = 0;
    let start = std::time::Instant::now();
    while ids.iter().any(|&id| !store.status(id).expect("status").state.is_final()) {
        assert!(start.elapsed() < Duration::from_secs(120), "runs not ended");
        std::thread::sleep(Duration::from_millis(rng.below(30)));
        if kills < 20 {
            answerers.kill_and_replace(0);
            kills += 1;
        }
    }
    for id in ids {
        let run = store.status(id).expect("status");
        assert_eq!((run.state, &run.lines, &run.value), (want.state, &want.lines, &want.value));
        assert_eq!(run.steps, want.steps, "one stored step per idle point");
    }
    eprintln!("30 runs answered by answerer processes killed {kills} times");
    let _ = std::fs::remove_dir_all(&dir);
}
