// Injected into index.html by TestPlaygroundInChromium (never part of the
// site): it waits for the ?run=1 run of the share link, runs an endless
// loop and presses Interrupt, checks that the session survived, and posts
// what it saw to the test's server.
(async () => {
  const $ = (id) => document.getElementById(id);
  const runs = () => Number(document.body.dataset.runs || 0);
  const wait = (cond, ms) => new Promise((ok, fail) => {
    const t0 = performance.now();
    const iv = setInterval(() => {
      if (cond()) { clearInterval(iv); ok(); }
      else if (performance.now() - t0 > ms) { clearInterval(iv); fail(new Error("timed out; status: " + $("status").textContent)); }
    }, 10);
  });
  const r = {};
  try {
    await wait(() => runs() >= 1, 60000);
    r.firstResultMs = performance.now(); // since navigation started
    r.firstOutput = $("output").innerText;
    r.readyMs = Number(document.body.dataset.readyMs);
    r.firstRunMs = Number(document.body.dataset.firstRunMs);
    // A request for another host, on purpose: the test must see it (and
    // only it), which shows that its watch over the network works.
    await fetch("http://192.0.2.1/probe").catch(() => {});
    r.tapeTables = document.querySelectorAll("#output table").length;
    r.charts = document.querySelectorAll("#output .adrepl-picture img").length;
    r.liveCharts = document.querySelectorAll("#output .adrepl-live canvas, #output .adrepl-live svg").length;
    $("code").value = "n := 0\nfor {\n\tn++\n}";
    $("run").click();
    await new Promise((ok) => setTimeout(ok, 1000));
    r.loopRunning = !$("interrupt").disabled && runs() === 1;
    const t = performance.now();
    $("interrupt").click();
    await wait(() => runs() >= 2, 10000);
    r.interruptMs = performance.now() - t;
    r.afterInterrupt = $("status").textContent;
    $("code").value = 'fmt.Println("still here", ad.Grad(f)(0.7))';
    $("run").click();
    await wait(() => runs() >= 3, 10000);
  } catch (e) {
    r.error = String(e);
  }
  r.output = $("output").innerText;
  await fetch("/report", { method: "POST", body: JSON.stringify(r) });
})();
