// Touchline's live match page: follows the match's stream of server-sent events. Every part it
// puts in the page (a board's play-by-play, the status, the win chances) comes as HTML the
// server escaped.
(function () {
  "use strict";
  var live = document.getElementById("live");
  if (!live || !window.EventSource) { return; }
  var board = document.getElementById("board");
  var plays = document.getElementById("plays");
  var status = document.getElementById("status");
  var heading = document.getElementById("heading");
  var listed = plays ? plays.children.length : 0;
  var offset = 0; // the server's clock minus this one's, from the last status

  function fragment(html) {
    var t = document.createElement("template");
    t.innerHTML = html;
    return t.content;
  }

  function onBoard(e) {
    var news = JSON.parse(e.data);
    board.src = news.src;
    board.alt = news.alt;
    var old = plays.querySelector('[data-board="' + news.n + '"]');
    if (old) { old.remove(); }
    plays.insertBefore(fragment(news.html), plays.firstChild);
    while (plays.children.length > Math.max(listed, 20)) { plays.lastChild.remove(); }
    live.setAttribute("data-boards", String(news.n + 1));
  }

  function onStatus(e) {
    var news = JSON.parse(e.data);
    heading.textContent = news.heading;
    document.title = news.heading + " · Touchline";
    status.replaceChildren(fragment(news.html));
    var t = status.querySelector("time[data-now]");
    if (t) { offset = Number(t.getAttribute("data-now")) - Date.now(); }
    tick();
  }

  // The win chances follow their board: the graph is sent whole.
  function onChances(e) {
    var news = JSON.parse(e.data);
    var chances = document.getElementById("chances");
    if (chances) { chances.replaceChildren(fragment(news.html)); }
  }

  function left(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    var h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, r = s % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return h > 0 ? h + ":" + two(m) + ":" + two(r) : m + ":" + two(r);
  }

  // The clocks count down between events.
  function tick() {
    var now = Date.now() + offset;
    status.querySelectorAll("time[data-due]").forEach(function (t) {
      t.textContent = left(Number(t.getAttribute("data-due")) - now);
    });
  }
  setInterval(tick, 1000);

  // A language the address names (the Activity's) is the stream's too.
  var lang = new URLSearchParams(window.location.search).get("lang");
  var source = new EventSource(live.getAttribute("data-stream") + "?boards=" + live.getAttribute("data-boards") +
    (lang ? "&lang=" + encodeURIComponent(lang) : ""));
  source.addEventListener("board", onBoard);
  source.addEventListener("status", onStatus);
  source.addEventListener("chances", onChances);
  // Full time: the page becomes the replay.
  source.addEventListener("end", function () {
    source.close();
    live.setAttribute("data-ended", "true");
  });
  // A dropped stream reconnects by itself (the browser names the last board it had).
  source.addEventListener("open", function () { live.setAttribute("data-connected", "true"); });
  source.addEventListener("error", function () { live.setAttribute("data-connected", "false"); });
})();
