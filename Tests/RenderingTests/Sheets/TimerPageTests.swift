import Foundation
import Testing
@testable import Rendering
import TrainingModel

/// A session's timer page (docs/site-pages.md, the timer): the protocols' timeline as the
/// sheet prints it, embedded as data for the theme's `timer.js`, which plays it in Chromium.
@Suite struct TimerPageTests {
    static let chromium = Chromium.find()

    /// The value of the page's `data-timeline` attribute, unescaped and parsed.
    static func timeline(_ page: String) throws -> [[String: Any]] {
        let start = try #require(page.range(of: "data-timeline=\""))
        let escaped = page[start.upperBound...].prefix { $0 != "\"" }
        let json = escaped.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    @Test func theTimelineIsTheSheetsStepByStep() async throws {
        let site = try await renderSite(SheetFixture.make(), asOf: SheetFixture.asOf)
        let timer = try #require(site[SitePaths.timer("hangboard-day")])
        let sheet = try #require(site[SitePaths.sheet("hangboard-day")])
        let protocols = try Self.timeline(timer)
        // Both protocols of the session, numbered as the session page numbers its items.
        #expect(protocols.map { $0["title"] as? String } == ["1. Hangboard Hang", "2. Hangboard Hang"])
        #expect(protocols.map { $0["total"] as? Double } == [1122, 530])
        let steps = try #require(protocols[0]["steps"] as? [[String: Any]])
        // Per grip 3 sets of 6 reps (work and the 5 rests between), 2 rests between sets; one change of grip.
        #expect(steps.count == 71)
        let first = steps.prefix(3).map { (step: [String: Any]) -> String in
            let keys = ["kind", "name", "grip", "detail", "start", "duration", "setStart"]
            return keys.map { key -> String in step[key].map { "\($0)" } ?? "" }.joined(separator: " ")
        }
        #expect(first == ["work Hang Half crimp 20 mm Set 1 of 3 · rep 1 of 6 0 7 0",
                          "rest-reps Rest Half crimp 20 mm Set 1 of 3 7 3 0",
                          "work Hang Half crimp 20 mm Set 1 of 3 · rep 2 of 6 10 7 0"])
        // The rest between sets is in no set; the change of grip starts where the sheet says, 8:51.
        #expect(steps[11]["kind"] as? String == "rest-sets" && steps[11]["start"] as? Double == 57
                && steps[11]["duration"] as? Double == 180 && steps[11]["setStart"] is NSNull)
        let change = try #require(steps.first { $0["kind"] as? String == "rest-grips" })
        #expect(change["start"] as? Double == 531 && change["duration"] as? Double == 60)
        #expect(sheet.contains("<li class=\"timeline-rest\"><span class=\"clock\">8:51</span> 1 min, change grip</li>"))
        #expect(timer.contains("<tr class=\"timer-step-rest-grips\"><td class=\"clock\">8:51</td><td>Change grip · Half crimp 20 mm</td><td>1 min</td></tr>"))
        // The second grip starts at the sheet's 9:51, with its load.
        #expect(sheet.contains("<li><span class=\"clock\">9:51</span> Open hand 20 mm + 5 kg: "))
        #expect(timer.contains("<tr class=\"timer-step-work\"><td class=\"clock\">9:51</td><td>Hang · Open hand 20 mm + 5 kg · Set 1 of 3 · rep 1 of 6</td><td>7 s</td></tr>"))
        // Each step starts where the one before it ended, and the last ends at the total.
        for protocolSteps in protocols.compactMap({ $0["steps"] as? [[String: Any]] }) {
            let starts = protocolSteps.compactMap { $0["start"] as? Double }
            let durations = protocolSteps.compactMap { $0["duration"] as? Double }
            let ends: [Double] = zip(starts, durations).map { $0 + $1 }
            #expect(Array(starts.dropFirst()) == Array(ends.dropLast()))
        }
        #expect(timer.contains("<p class=\"details\">Time under tension 4 min 12 s · Total 18 min 42 s</p>"))
        #expect(timer.contains("<summary>Every step (71)</summary>"))
        #expect(timer.contains("<script src=\"../../../timer.js\"></script>"))
        #expect(site[SitePaths.timerScript]?.contains("data-timeline") == true)
    }

    @Test func theSessionPageLinksItsTimerAndASessionWithoutAProtocolHasNone() async throws {
        let site = try await renderSite(SheetFixture.make(), asOf: SheetFixture.asOf)
        let session = try #require(site[SitePaths.session("hangboard-day")])
        #expect(session.contains("<p class=\"actions\"><a class=\"button\" href=\"../../sessions/hangboard-day/sheet/index.html\">"
            + "Printable sheet</a> <a class=\"button\" href=\"../../sessions/hangboard-day/timer/index.html\">Timer</a></p>"))
        #expect(site[SitePaths.timer("strength-day")] == nil)
        #expect(site[SitePaths.session("strength-day")]?.contains("/timer/") == false)
    }

    @Test func theTimerSpeaksTheSitesLanguage() async throws {
        var library = SheetFixture.make()
        library.config.language = .es
        let timer = try #require(try await renderSite(library, asOf: SheetFixture.asOf)[SitePaths.timer("hangboard-day")])
        #expect(timer.contains("<h1>Hangboard Day: Temporizador</h1>"))
        #expect(timer.contains("data-pause=\"Pausa\" data-resume=\"Seguir\" data-ready=\"Prepárate\""))
        #expect(timer.contains("<td>Cambio de agarre · Half crimp 20 mm</td>"))
    }

    /// docs/notation.md's example: R = 2, W = 30 s, Rr = 5 s, S = 2, Rs = 15 s, H = 2, Rh = 60 s,
    /// 350 s in all. Steps: 0 work 0–30, 1 rest 30–35, 2 work 35–65, 3 rest between sets 65–80,
    /// 4 work 80–110, 5 rest 110–115, 6 work 115–145, 7 change grip 145–205, 8 work 205–235…
    static let library = TrainingLibrary(
        config: SiteConfig(title: "Timer"),
        athletes: [Athlete(id: "ana", name: "Ana")],
        exercises: [Exercise(id: "hangboard-hang", name: "Hangboard Hang", type: .climbing, metric: .hang)],
        sessions: [SessionTemplate(id: "repeaters", name: "Repeaters", type: .climbing, items: [
            .single(ExerciseItem(exercise: "hangboard-hang", intervalProtocol: IntervalProtocol(
                repsPerSet: 2, work: 30, restBetweenReps: 5, sets: 2, restBetweenSets: 15,
                grips: [Grip(name: "half crimp", edgeMillimetres: 20), Grip(name: "open hand", edgeMillimetres: 20)],
                restBetweenGrips: 60))),
        ])])

    /// What the script shows: the row marked current, and the clocks.
    static func state(_ dom: String) -> String {
        func text(_ cls: String) -> String {
            guard let start = dom.range(of: "class=\"\(cls)\"") else { return "?" }
            let rest = dom[start.upperBound...]
            guard let open = rest.firstIndex(of: ">"), let close = rest[open...].range(of: "</") else { return "?" }
            return String(rest[rest.index(after: open)..<close.lowerBound])
        }
        let rows = dom.components(separatedBy: "<tr class=\"timer-step-").dropFirst()
        let current = rows.firstIndex { $0.contains("aria-current=\"step\"") }.map { $0 - 1 }
        let countup = dom.contains("<p class=\"timer-countup\">") ? text("timer-countup-value") : "hidden"
        return "step \(current.map(String.init) ?? "none") \(text("timer-name")) | \(text("timer-grip")) | "
            + "\(text("timer-countdown")) | set \(countup) | next \(text("timer-next-name")) \(text("timer-next-grip"))"
    }

    /// Opened from disk with `?start`, the timer plays the timeline in Chromium's virtual time:
    /// after the 5 s "Get ready", second t of the protocol is inside the step the data puts it in.
    @Test(.enabled(if: chromium != nil, "headless Chromium is not installed"))
    func chromiumPlaysTheStepsAtTheirTimes() async throws {
        let browser = try #require(Self.chromium)
        func at(_ seconds: Double) async throws -> String {
            Self.state(try await ChromiumDOM.dump(Self.library, page: SitePaths.timer("repeaters"), query: "start", browser: browser,
                                                  budget: Int((5 + seconds) * 1000)))
        }
        #expect(try await at(-2.5) == "step none Get ready |  | 0:03 | set hidden | next Hang Half crimp 20 mm")
        // Second 40.5: the second rep's hang (35–65), 24.5 s to go, 40 s into the set.
        #expect(try await at(40.5) == "step 2 Hang | Half crimp 20 mm | 0:25 | set 0:40 | next Rest between sets Half crimp 20 mm")
        // Second 112.5: the rest between reps of set 2 (110–115), 32 s into that set (which began at 80).
        #expect(try await at(112.5) == "step 5 Rest | Half crimp 20 mm | 0:03 | set 0:32 | next Hang Half crimp 20 mm")
        // Second 170.5: changing grip (145–205), outside any set; the next step is on the other grip.
        #expect(try await at(170.5) == "step 7 Change grip | Half crimp 20 mm | 0:35 | set hidden | next Hang Open hand 20 mm")
        // Past the 350 s: done, no step current.
        let done = try await at(352)
        #expect(done.hasPrefix("step none Done: every protocol of the session is over. |  | 0:00 | set hidden"))
    }

    /// A page of the test's own drives the timer in a frame: Space starts it, Skip moves to the
    /// next step at once, Pause stops the clock (10 s later it shows the same), Resume goes on
    /// from there. Each state is written to the harness's `<pre>`.
    static let harness = """
    <!doctype html><html lang="en"><head><meta charset="utf-8"><title>harness</title></head><body>
    <pre id="log"></pre>
    <iframe id="f" src="sessions/repeaters/timer/index.html"></iframe>
    <script>
    var f = document.getElementById("f"), log = document.getElementById("log");
    f.addEventListener("load", function () {
      var d = f.contentDocument, w = f.contentWindow;
      function q(s) { return d.querySelector(s).textContent; }
      function note(label) {
        var row = d.querySelector("tr[aria-current=step]");
        var rows = Array.prototype.slice.call(d.querySelectorAll(".timer-steps tbody tr"));
        var off = ["skip", "restart"].filter(function (b) { return d.querySelector(".timer-" + b).disabled; });
        log.textContent += label + ": " + (row ? rows.indexOf(row) : "none") + " " + q(".timer-name") + " " + q(".timer-countdown")
          + " [" + q(".timer-toggle") + "]" + (off.length ? " off: " + off.join(" ") : "") + "\\n";
      }
      note("loaded");
      d.body.dispatchEvent(new w.KeyboardEvent("keydown", { key: " ", bubbles: true }));
      w.setTimeout(function () {
        note("ready 2.5 s");
        d.querySelector(".timer-skip").click();
        note("skipped");
        w.setTimeout(function () {
          note("work 10.5 s");
          d.querySelector(".timer-toggle").click();
          note("paused");
          w.setTimeout(function () {
            note("still paused");
            d.body.dispatchEvent(new w.KeyboardEvent("keydown", { key: " ", bubbles: true }));
            w.setTimeout(function () {
              note("resumed 5 s");
              d.body.dispatchEvent(new w.KeyboardEvent("keydown", { key: "n", bubbles: true }));
              note("key n");
              d.querySelector(".timer-restart").click();
              note("restarted");
            }, 5000);
          }, 10000);
        }, 10500);
      }, 2500);
    });
    </script></body></html>
    """

    @Test(.enabled(if: chromium != nil, "headless Chromium is not installed"))
    func pauseResumeAndSkipWorkByButtonAndKey() async throws {
        let browser = try #require(Self.chromium)
        let dom = try await ChromiumDOM.dump(Self.library, page: "harness.html", query: "", browser: browser, budget: 40000,
                                             extraFiles: ["harness.html": Self.harness], allowFileAccess: true)
        let log = try #require(dom.components(separatedBy: "<pre id=\"log\">").dropFirst().first?.components(separatedBy: "</pre>").first)
        #expect(log == """
            loaded: none Get ready 0:05 [Start] off: skip restart
            ready 2.5 s: none Get ready 0:03 [Pause]
            skipped: 0 Hang 0:30 [Pause]
            work 10.5 s: 0 Hang 0:20 [Pause]
            paused: 0 Hang 0:20 [Resume]
            still paused: 0 Hang 0:20 [Resume]
            resumed 5 s: 0 Hang 0:15 [Pause]
            key n: 1 Rest 0:05 [Pause]
            restarted: none Get ready 0:05 [Start] off: skip restart

            """)
    }

    /// The beep: the page's Web Audio calls, heard by an `AudioContext` of the harness's own put
    /// in the frame's window before Start. Each step begins with one tone, 880 Hz into work and
    /// 520 Hz into a rest (between reps, between sets, changing grip); the end with three, 660,
    /// 660 and 990 Hz. With Sound unticked there is none.
    static let beepHarness = """
    <!doctype html><html lang="en"><head><meta charset="utf-8"><title>harness</title></head><body>
    <pre id="log"></pre>
    <iframe id="f" src="sessions/repeaters/timer/index.html"></iframe>
    <script>
    var f = document.getElementById("f"), log = document.getElementById("log"), tones = [];
    f.addEventListener("load", function () {
      var d = f.contentDocument, w = f.contentWindow;
      function Heard() { this.state = "running"; this.currentTime = 0; this.destination = {}; }
      Heard.prototype.resume = function () {};
      Heard.prototype.createOscillator = function () {
        var o = { frequency: { value: 0 }, connect: function () {}, stop: function () {},
                  start: function () { tones.push(o.frequency.value); } };
        return o;
      };
      Heard.prototype.createGain = function () {
        return { gain: { setValueAtTime: function () {}, exponentialRampToValueAtTime: function () {} }, connect: function () {} };
      };
      w.AudioContext = Heard;
      function key(k) { d.body.dispatchEvent(new w.KeyboardEvent("keydown", { key: k, bubbles: true })); }
      key(" ");
      while (!d.querySelector(".timer-skip").disabled) key("n");
      log.textContent += "sound: " + tones.join(" ") + "\\n";
      tones = [];
      d.querySelector(".timer-restart").click();
      d.querySelector(".timer-sound input").click();
      key(" ");
      key("n");
      key("n");
      log.textContent += "unticked: " + tones.length + " at step " + d.querySelector(".timer-name").textContent + "\\n";
    });
    </script></body></html>
    """

    @Test(.enabled(if: chromium != nil, "headless Chromium is not installed"))
    func eachStepBeginsWithItsToneAndTheEndWithThree() async throws {
        let browser = try #require(Self.chromium)
        let dom = try await ChromiumDOM.dump(Self.library, page: "harness.html", query: "", browser: browser, budget: 5000,
                                             extraFiles: ["harness.html": Self.beepHarness], allowFileAccess: true)
        let log = try #require(dom.components(separatedBy: "<pre id=\"log\">").dropFirst().first?.components(separatedBy: "</pre>").first)
        // The 15 steps of docs/notation.md's example alternate work and rest, from work; then the end.
        #expect(log == """
            sound: 880 520 880 520 880 520 880 520 880 520 880 520 880 520 880 660 660 990
            unticked: 0 at step Rest

            """)
    }
}
