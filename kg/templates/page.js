// paper-kg page: every text from the data goes on screen through textContent.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("kg-data").textContent);
  var styles = data.styles;
  var allNodes = data.nodes.map(function (n) {
    var s = styles[n.type] || styles.Method;
    var node = { id: n.id, label: n.label, title: n.title, group: n.type, shape: s.shape,
      color: { background: s.color, border: "#333", highlight: { background: s.color, border: "#000" } },
      font: { size: n.type === "Paper" ? 14 : 12, color: n.type === "Paper" ? "#fff" : "#222" } };
    if (n.x !== undefined) { node.x = n.x; node.y = n.y; }
    return node;
  });
  var byId = {};
  data.nodes.forEach(function (n) { byId[n.id] = n; });
  var nodes = new vis.DataSet(allNodes);
  var edges = new vis.DataSet(data.edges.map(function (e, i) {
    return { id: "e" + i, from: e.from, to: e.to, label: e.label, title: e.title, arrows: "to",
      font: { size: 9, color: "#666", strokeWidth: 2 }, color: { color: "#aaa" } };
  }));
  var hiddenTypes = {};
  var sharedOnly = false;
  var focusSet = null;

  function visible(n) {
    if (hiddenTypes[n.type]) return false;
    if (sharedOnly && n.type !== "Paper" && (n.papersCount || 0) < 2) return false;
    if (focusSet && !focusSet[n.id]) return false;
    return true;
  }
  var nodeView = new vis.DataView(nodes, { filter: function (item) { return visible(byId[item.id]); } });
  var edgeView = new vis.DataView(edges, { filter: function (e) { return visible(byId[e.from]) && visible(byId[e.to]); } });

  var container = document.getElementById("graph");
  var network = new vis.Network(container, { nodes: nodeView, edges: edgeView }, {
    physics: { enabled: data.physics, solver: "forceAtlas2Based", stabilization: { iterations: 150 } },
    interaction: { hover: true, tooltipDelay: 150 },
    edges: { smooth: false },
    layout: { improvedLayout: data.nodes.length <= 150 }
  });
  network.once("stabilizationIterationsDone", function () { network.setOptions({ physics: { enabled: false } }); physicsBox.checked = false; });
  window.kgNetwork = network;
  window.kgReady = true;

  function refresh() { nodeView.refresh(); edgeView.refresh(); }

  // Summary and note.
  var counts = data.counts, parts = [];
  Object.keys(styles).forEach(function (t) { if (counts[t]) parts.push(counts[t] + " " + (counts[t] === 1 ? t : t.replace(/y$/, "ie") + "s")); });
  document.getElementById("summary").textContent = data.nodes.length === 0 ? "No entities." : parts.join(" · ") + " · " + data.edges.length + " links";
  document.getElementById("note").textContent = data.note;

  // Type filter and legend in one.
  var types = document.getElementById("types");
  Object.keys(styles).forEach(function (t) {
    if (!counts[t]) return;
    var label = document.createElement("label");
    var box = document.createElement("input");
    box.type = "checkbox"; box.checked = true; box.dataset.type = t;
    box.addEventListener("change", function () { hiddenTypes[t] = !box.checked; refresh(); });
    var sw = document.createElement("span");
    sw.className = "swatch"; sw.style.background = styles[t].color;
    label.appendChild(box); label.appendChild(sw); label.appendChild(document.createTextNode(" " + t));
    types.appendChild(label);
  });

  document.getElementById("shared-only").addEventListener("change", function (ev) { sharedOnly = ev.target.checked; refresh(); });
  var physicsBox = document.getElementById("physics");
  physicsBox.checked = data.physics;
  physicsBox.addEventListener("change", function () { network.setOptions({ physics: { enabled: physicsBox.checked } }); });
  document.getElementById("reset").addEventListener("click", function () { focusSet = null; refresh(); network.fit(); });

  // Search: exact label or alias first, then a substring.
  var list = document.getElementById("labels");
  data.nodes.forEach(function (n) { var o = document.createElement("option"); o.value = n.name; list.appendChild(o); });
  function find(q) {
    q = q.trim().toLowerCase();
    if (!q) return null;
    var exact = null, partial = null;
    data.nodes.forEach(function (n) {
      var names = [n.name, n.label].concat(n.aliases || []).map(function (s) { return s.toLowerCase(); });
      if (!exact && names.indexOf(q) >= 0) exact = n;
      if (!partial && names.some(function (s) { return s.indexOf(q) >= 0; })) partial = n;
    });
    return exact || partial;
  }
  function go() {
    var n = find(document.getElementById("search").value);
    if (!n) { showPanelMessage("No node matches that label."); return; }
    focusSet = null; refresh();
    network.selectNodes([n.id]);
    network.focus(n.id, { scale: 1.2, animation: { duration: 300 } });
    showPanel(n);
  }
  document.getElementById("search-go").addEventListener("click", go);
  document.getElementById("search").addEventListener("keydown", function (ev) { if (ev.key === "Enter") go(); });

  // Side panel, built from text nodes only.
  var panel = document.getElementById("panel");
  function el(tag, text, cls) { var e = document.createElement(tag); if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e; }
  function link(href, text) {
    if (!/^https?:\/\//i.test(href || "")) return el("span", text);
    var a = el("a", text); a.href = href; a.rel = "noopener noreferrer"; a.target = "_blank"; return a;
  }
  function showPanelMessage(msg) { panel.replaceChildren(el("p", msg, "hint")); }
  function showPanel(n) {
    panel.replaceChildren();
    panel.appendChild(el("div", n.type, "type"));
    panel.appendChild(el("h2", n.name));
    if (n.link) { var p = el("p"); p.appendChild(link(n.link, n.link)); panel.appendChild(p); }
    if (n.aliases && n.aliases.length) panel.appendChild(el("p", "Also written: " + n.aliases.join(", ")));
    if (n.type === "Paper") {
      if (n.abstract) panel.appendChild(el("blockquote", n.abstract));
    } else {
      panel.appendChild(el("p", "Mentioned in " + n.papers.length + " paper" + (n.papers.length === 1 ? "" : "s") + ":"));
      var ul = el("ul");
      n.papers.forEach(function (p) {
        var li = el("li");
        li.appendChild(p.link ? link(p.link, p.label) : el("span", p.label));
        p.sentences.forEach(function (s) { li.appendChild(el("blockquote", s)); });
        ul.appendChild(li);
      });
      panel.appendChild(ul);
    }
    var b = el("button", "Show only its neighbourhood"); b.type = "button";
    b.addEventListener("click", function () {
      focusSet = {}; focusSet[n.id] = true;
      network.getConnectedNodes(n.id).forEach(function (id) { focusSet[id] = true; });
      edges.get().forEach(function (e) { if (e.from === n.id) focusSet[e.to] = true; if (e.to === n.id) focusSet[e.from] = true; });
      refresh(); network.fit();
    });
    panel.appendChild(b);
  }
  network.on("click", function (params) { if (params.nodes.length) showPanel(byId[params.nodes[0]]); });
})();
