// The web board (src/web/mod.rs): draws a table's view as SVG from the server's
// geometry (the PNG's own shapes and colours), follows it live over Server-Sent Events,
// and lets a player move by clicking a peg and then a hole it reaches.
//
// Names and every other text from the server are set with textContent, never as markup.
// The page's credential is in its address: /watch/<watch id>, or /play#<seat token> (the
// fragment, which the browser never sends: no log keeps the token); the page sends it in
// the Authorization header (a socket: as its second subprotocol; the event stream: a
// ticket of a minute). The Activity's script calls start() with the credential it was
// given.

/** The headers that present `credential`. */
function auth(credential) {
  return { Authorization: `Bearer ${credential}` };
}

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element with attributes. */
function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

/** A polygon's points attribute, moved by (dx, dy). */
function points(poly, dx = 0, dy = 0) {
  return poly.map(([x, y]) => `${(x + dx).toFixed(2)},${(y + dy).toFixed(2)}`).join(" ");
}

/** Black or white, whichever reads on `hex`. */
function ink(hex) {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150 ? "#000000" : "#ffffff";
}

/** Black or white, whichever contrasts more with `hex` (WCAG 2's contrast ratio): for the
 * grey pegs of nobody, where the threshold above picks white on mid grey. */
function contrastInk(hex) {
  const n = parseInt(hex.slice(1), 16);
  const lin = (v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000000" : "#ffffff";
}

/** `hex` darkened by `factor` (the peg's rim, as the PNG's RIM_SHADE). */
function darker(hex, factor = 0.62) {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(v * factor));
  return "#" + c.map((v) => v.toString(16).padStart(2, "0")).join("");
}

class Board {
  constructor(geometry, credential) {
    this.g = geometry;
    this.credential = credential;
    this.centres = new Map(geometry.holes.map(([name, x, y]) => [name, [x, y]]));
    this.view = null;
    this.selected = null;
    this.svg = document.getElementById("board");
    // The star and a margin: the PNG's header and legends are the page's own text here.
    const xs = geometry.star[0].flat().map((p) => p[0]);
    const ys = geometry.star[0].flat().map((p) => p[1]);
    const [x0, y0] = [Math.min(...xs) - 4, Math.min(...ys) - 4];
    const [w, h] = [Math.max(...xs) - x0 + 4, Math.max(...ys) - y0 + 4];
    this.svg.setAttribute("viewBox", `${x0.toFixed(1)} ${y0.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`);
    this.svg.addEventListener("click", (e) => this.click(e));
    this.svg.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") this.click(e);
    });
    setInterval(() => this.tick(), 1000);
  }

  theme() {
    const name = this.view ? this.view.theme : "light";
    const found = this.g.themes.find(([n]) => n === name) || this.g.themes[0];
    return found[1];
  }

  /** The whole board again for `view`. */
  draw(view) {
    this.view = view;
    if (this.selected && !this.movesOf(this.selected)) this.selected = null;
    const c = this.theme();
    document.documentElement.classList.toggle("dark", view.theme === "dark");
    document.documentElement.lang = view.lang;
    const svg = this.svg;
    svg.replaceChildren();
    el("rect", { x: 0, y: 0, width: this.g.size[0], height: this.g.size[1], fill: c.background }, svg);
    for (const t of this.g.star[0]) el("polygon", { points: points(t), fill: c.board_edge }, svg);
    for (const t of this.g.star[1]) el("polygon", { points: points(t), fill: c.board }, svg);
    this.g.regions.forEach((r, i) => el("polygon", { points: points(r), fill: c.tints[i] }, svg));
    const pegs = new Map(view.pegs.map((p) => [p.hole, p.army]));
    const [radius, rim] = this.g.hole;
    const targets = this.targets();
    const movable = new Set(view.moves.map((m) => m.from));
    // The earlier moves faint and thin, then the last move over them.
    for (const path of view.earlier) this.path(svg, path, c, 0.45, 0.5);
    // Labels go on top of everything, as the PNG redraws them over the marks.
    const labels = [];
    for (const [name, x, y] of this.g.holes) {
      const group = el("g", { class: "hole", "data-hole": name }, svg);
      const army = pegs.get(name);
      if (pegs.has(name)) {
        const colour = army === null ? c.obstacle : this.g.armies[army];
        const [outer, inner] = army === null ? this.g.pegs[0] : this.g.pegs[army];
        for (const p of outer) el("polygon", { points: points(p, x, y), fill: darker(colour) }, group);
        for (const p of inner) el("polygon", { points: points(p, x, y), fill: colour }, group);
        // On a peg, the label's outline is the peg's own colour: the theme's halo (dark
        // in the dark theme) would blur black letters on a grey peg.
        labels.push([name, x, y, army === null ? contrastInk(colour) : ink(colour), colour]);
        group.setAttribute("data-army", army === null ? "none" : String(army));
        if (movable.has(name)) {
          group.classList.add("movable");
          group.setAttribute("tabindex", "0");
          group.setAttribute("role", "button");
        }
      } else {
        el("circle", { cx: x, cy: y, r: radius, fill: c.hole_edge }, group);
        el("circle", { cx: x, cy: y, r: radius - rim, fill: c.hole_fill }, group);
        labels.push([name, x, y, c.label, c.halo]);
      }
      if (targets.has(name)) {
        group.classList.add("target");
        group.setAttribute("tabindex", "0");
        group.setAttribute("role", "button");
        el("circle", { cx: x, cy: y, r: radius + 1, fill: "none", stroke: c.path, "stroke-width": 5 }, group);
      }
      if (name === this.selected) {
        el("circle", { cx: x, cy: y, r: this.g.path[2], fill: "none", stroke: c.path, "stroke-width": this.g.path[3] }, group);
      }
    }
    if (view.last.length > 1) this.path(svg, view.last, c, 1, 1);
    // The pegs the last move captured: a cross on each hole, as the board image has.
    for (const hole of view.captured || []) this.cross(svg, hole, c);
    for (const path of this.chosenPaths()) this.path(svg, path, c, 0.5, 0.8);
    const layer = el("g", { "pointer-events": "none" }, svg);
    for (const [name, x, y, colour, halo] of labels) this.label(layer, name, x, y, colour, halo);
    this.legend(view);
    document.body.dataset.revision = String(view.revision);
    document.body.dataset.phase = view.phase;
    document.body.dataset.toMove = view.to_move === null ? "" : String(view.to_move);
    this.tick();
  }

  /** A hole's label, outlined thinly in the halo colour so it reads over a line. */
  label(group, name, x, y, colour, halo) {
    const text = el("text", {
      x, y: y + 0.5, class: "label", fill: colour, "font-size": 13,
      stroke: colour === "#ffffff" ? "#000000" : halo, "stroke-width": 2.5, "paint-order": "stroke",
    }, group);
    text.textContent = name;
  }

  /** A move's line: halo, then line; the last move (full width) gets the start ring and,
   * as the PNG draws it, an arrowhead on its last hop. */
  path(svg, holes, c, width, opacity) {
    const pts = holes.map((h) => this.centres.get(h)).filter(Boolean);
    if (pts.length < 2) return;
    const [line, halo, ring, ringWidth] = this.g.path;
    const attrs = { points: pts.map(([x, y]) => `${x},${y}`).join(" "), fill: "none", "stroke-linejoin": "round", "stroke-linecap": "round", opacity, class: "move-line", "pointer-events": "none" };
    el("polyline", { ...attrs, stroke: c.halo, "stroke-width": (line + 2 * halo) * width }, svg);
    el("polyline", { ...attrs, stroke: c.path, "stroke-width": line * width }, svg);
    if (width === 1) {
      const [x, y] = pts[0];
      el("circle", { cx: x, cy: y, r: ring, fill: "none", stroke: c.path, "stroke-width": ringWidth, opacity, "pointer-events": "none" }, svg);
      // The arrowhead: its tip on the last hole's centre, along the last hop.
      const [[ax, ay], [bx, by]] = pts.slice(-2);
      const length = Math.hypot(bx - ax, by - ay) || 1;
      const [ux, uy] = [(bx - ax) / length, (by - ay) / length];
      const [back, half] = [line * 3.2, line * 1.8];
      const head = [
        [bx, by],
        [bx - ux * back - uy * half, by - uy * back + ux * half],
        [bx - ux * back + uy * half, by - uy * back - ux * half],
      ];
      el("polygon", { points: points(head), fill: c.path, stroke: c.halo, "stroke-width": halo, class: "arrow", opacity, "pointer-events": "none" }, svg);
    }
  }

  /** A cross over `hole`, with its halo (a peg captured by the last move). */
  cross(svg, hole, c) {
    const at = this.centres.get(hole);
    if (!at) return;
    const [x, y] = at;
    const arm = this.g.hole[0] * 0.78;
    const [line, halo] = this.g.path;
    const d = `M ${x - arm} ${y - arm} L ${x + arm} ${y + arm} M ${x - arm} ${y + arm} L ${x + arm} ${y - arm}`;
    const group = el("g", { class: "capture", "pointer-events": "none", "data-captured": hole }, svg);
    el("path", { d, stroke: c.halo, "stroke-width": line * 0.8 + 2 * halo, "stroke-linecap": "round", fill: "none" }, group);
    el("path", { d, stroke: c.path, "stroke-width": line * 0.8, "stroke-linecap": "round", fill: "none" }, group);
  }

  movesOf(hole) {
    return this.view ? this.view.moves.find((m) => m.from === hole) : undefined;
  }

  /** Landing hole → the indices of the selected peg's moves that end there. */
  targets() {
    const out = new Map();
    const moves = this.selected && this.movesOf(this.selected);
    if (!moves) return out;
    moves.paths.forEach((path, i) => {
      const to = path[path.length - 1];
      if (!out.has(to)) out.set(to, []);
      out.get(to).push(i);
    });
    return out;
  }

  chosenPaths() {
    const moves = this.selected && this.movesOf(this.selected);
    return moves ? moves.paths : [];
  }

  legend(view) {
    document.getElementById("header").textContent = view.header;
    document.getElementById("turns-title").textContent = view.words.moves;
    document.title = view.header;
    const seats = document.getElementById("seats");
    seats.replaceChildren();
    view.seats.forEach((seat, i) => {
      const li = document.createElement("li");
      li.dataset.seat = String(i);
      if (view.to_move === i) li.classList.add("to-move");
      if (view.you === i) li.classList.add("you");
      const swatch = document.createElement("span");
      swatch.className = "swatch";
      swatch.style.background = seat.armies.length ? this.g.armies[seat.armies[0]] : "transparent";
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = seat.name;
      li.append(swatch, name);
      const marks = [["level", seat.level], ["score", seat.score], ["line", seat.place ? `#${seat.place}` : ""]];
      for (const [cls, text] of marks) {
        if (!text) continue;
        const span = document.createElement("span");
        span.className = cls;
        span.textContent = text;
        li.append(span);
      }
      seats.append(li);
    });
    const turns = document.getElementById("turns");
    turns.replaceChildren();
    view.turns.forEach((turn, i) => {
      const li = document.createElement("li");
      li.value = i + 1;
      const who = document.createElement("span");
      who.className = "who";
      who.textContent = `${i + 1}. ${(view.seats[turn.seat] || { name: "" }).name}: `;
      li.append(who, document.createTextNode(turn.text));
      turns.append(li);
    });
    turns.scrollTop = turns.scrollHeight;
  }

  /** The turn clock, counted down each second. */
  tick() {
    const clock = document.getElementById("clock");
    const deadline = this.view && this.view.deadline;
    if (!deadline) {
      clock.hidden = true;
      return;
    }
    const left = Math.max(0, deadline - Math.floor(Date.now() / 1000));
    const h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
    clock.hidden = false;
    const time = `${h > 0 ? h + ":" : ""}${String(m).padStart(h > 0 ? 2 : 1, "0")}:${String(s).padStart(2, "0")}`;
    clock.textContent = `${this.view.words.time_left} ${time}`;
  }

  note(text, refused = false) {
    const note = document.getElementById("note");
    note.textContent = text;
    note.classList.toggle("refused", refused);
  }

  /** The hole a click or tap is for: the one under it, else the nearest within a hole's
   * width (the gaps between holes are a few pixels on a phone). */
  holeAt(event) {
    const group = event.target.closest && event.target.closest("[data-hole]");
    if (group) return group.dataset.hole;
    const ctm = this.svg.getScreenCTM();
    if (!ctm || event.clientX === undefined) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
    let best = null;
    let nearest = Infinity;
    for (const [name, [x, y]] of this.centres) {
      const d = (x - p.x) ** 2 + (y - p.y) ** 2;
      if (d < nearest) [best, nearest] = [name, d];
    }
    const [radius] = this.g.hole;
    return nearest <= (2 * radius) ** 2 ? best : null;
  }

  click(event) {
    const hole = this.holeAt(event);
    if (!hole || !this.view) return;
    const targets = this.targets();
    if (this.selected && targets.has(hole)) {
      const indices = targets.get(hole);
      if (indices.length === 1) this.play(this.selected, indices[0]);
      else this.choose(this.selected, indices);
      return;
    }
    this.selected = this.movesOf(hole) ? (this.selected === hole ? null : hole) : null;
    this.draw(this.view);
  }

  /** Several chains land on one hole (the capture game): a button per chain. */
  choose(from, indices) {
    const note = document.getElementById("note");
    const moves = this.movesOf(from);
    const box = document.createElement("div");
    box.className = "chooser";
    for (const i of indices) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = moves.paths[i].join("-");
      button.addEventListener("click", () => this.play(from, i));
      box.append(button);
    }
    note.replaceChildren(box);
  }

  async play(from, index) {
    const key = this.view.key;
    this.selected = null;
    this.draw(this.view);
    this.note("…");
    try {
      const response = await fetch("/api/move", {
        method: "POST",
        headers: { ...auth(this.credential), "Content-Type": "application/json" },
        body: JSON.stringify({ key, from, index }),
      });
      const said = await response.json();
      this.note(said.text || "", !said.ok);
    } catch {
      this.note(this.view ? this.view.words.no_answer : "…", true);
    }
  }
}

/** The Activity's Follow button, for a person who watches (`follow`: their follow
 * token): follows the game by direct message, or stops (docs/playing.md, "Following a
 * game"). Returns what labels it in the view's language. */
function followButton(board, follow) {
  const button = document.createElement("button");
  button.id = "follow";
  button.type = "button";
  let on = false;
  const label = () => {
    if (board.view) button.textContent = on ? board.view.words.unfollow : board.view.words.follow;
  };
  button.addEventListener("click", async () => {
    try {
      const response = await fetch("/api/follow", {
        method: "POST",
        headers: { ...auth(follow), "Content-Type": "application/json" },
        body: JSON.stringify({ on: !on }),
      });
      const said = await response.json();
      if (response.ok) on = !on;
      board.note(said.text || "", !response.ok);
    } catch {
      board.note(board.view ? board.view.words.no_answer : "…", true);
    }
    label();
  });
  document.getElementById("top").append(button);
  return label;
}

/** Clears the board and its lists: no game at the table now. */
function cleared(board, text) {
  board.view = null;
  board.selected = null;
  board.svg.replaceChildren();
  for (const id of ["seats", "turns"]) document.getElementById(id).replaceChildren();
  document.getElementById("clock").hidden = true;
  document.getElementById("header").textContent = text;
  document.body.dataset.phase = "none";
}

/** Shows the table of `credential`, live: over a WebSocket (the transport Discord's
 * Activity proxy supports), or an event stream where no socket can be opened. A socket
 * or stream that is cut is opened again, and its first message is the view now, so the
 * page catches up; a refused link stops. */
export async function start(credential, follow = null) {
  // The board's shapes, asked again until they come (a limit's 429, a restart).
  let geometry = null;
  for (let wait = 1000; !geometry; wait = Math.min(2 * wait, 15000)) {
    try {
      const r = await fetch("/api/geometry");
      if (r.ok) geometry = await r.json();
      else document.getElementById("note").textContent = (await r.json()).text;
    } catch {
      document.getElementById("note").textContent = "…";
    }
    if (!geometry) await new Promise((done) => setTimeout(done, wait));
  }
  document.getElementById("note").textContent = "";
  const board = new Board(geometry, credential);
  board.transport = null;
  const relabel = follow ? followButton(board, follow) : () => {};
  let stopped = false;
  const handle = (name, data) => {
    if (name === "view") {
      if (board.reconnecting) board.note("");
      board.reconnecting = false;
      board.draw(data);
      relabel();
    } else if (name === "none") {
      cleared(board, data.text);
    } else if (name === "seat") {
      // The link was for an earlier game, and this person plays the game now: their seat.
      stopped = true;
      if (document.body.dataset.mode === "activity") {
        // A player follows nothing: the game is theirs.
        document.getElementById("follow")?.remove();
        start(data);
      } else {
        location.replace(`/play#${data}`);
        location.reload();
      }
    }
  };
  const lost = () => {
    board.reconnecting = true;
    board.note(board.view ? board.view.words.reconnecting : "…");
  };
  // After a pause, `open` when the server answers, a socket again when it does not (a
  // restart); a refused link (403) stops instead.
  const again = (open, pause) => {
    setTimeout(async () => {
      let reachable = false;
      try {
        const r = await fetch("/api/view", { headers: auth(credential) });
        if (r.status === 403) {
          stopped = true;
          board.note((await r.json()).text, true);
          if (board.view) board.draw({ ...board.view, moves: [] });
          return;
        }
        reachable = true;
      } catch {
        // The server is away.
      }
      (reachable ? open : socket)();
    }, pause);
  };
  const stream = async () => {
    // An event stream sends no header: a seat token is traded for a ticket of a minute.
    let ticket = credential;
    if (credential.startsWith("p")) {
      try {
        const r = await fetch("/api/ticket", { method: "POST", headers: auth(credential) });
        const said = await r.json();
        if (r.status === 403) {
          stopped = true;
          board.note(said.text, true);
          return;
        }
        ticket = said.ticket;
      } catch {
        again(stream, 2000 + Math.random() * 3000);
        return;
      }
    }
    const events = new EventSource(`/api/events/${ticket}`);
    board.transport = "stream";
    for (const name of ["view", "none"]) {
      events.addEventListener(name, (e) => handle(name, JSON.parse(e.data)));
    }
    events.addEventListener("seat", (e) => {
      events.close();
      handle("seat", e.data);
    });
    events.addEventListener("error", () => {
      lost();
      if (events.readyState !== EventSource.CLOSED) return; // the browser retries itself
      // Closed for good by an error status: a refused link stops, anything else retries.
      again(stream, 2000 + Math.random() * 3000);
    });
  };
  const socket = () => {
    const url = new URL("/api/socket", location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    let opened = false;
    let ws;
    try {
      ws = new WebSocket(url, ["checkers", credential]);
    } catch {
      stream();
      return;
    }
    ws.addEventListener("open", () => {
      opened = true;
      board.transport = "socket";
      board.sockets = (board.sockets || 0) + 1;
    });
    ws.addEventListener("message", (e) => {
      const { event, data } = JSON.parse(e.data);
      if (event === "seat") ws.close();
      handle(event, data);
    });
    ws.addEventListener("close", () => {
      if (stopped) return;
      lost();
      // A socket that never opened: this network (or proxy) takes none; stream instead.
      if (!opened) again(stream, 500);
      else again(socket, 500 + Math.random() * 1000);
    });
  };
  socket();
  window.checkersBoard = board;
  return board;
}

if (document.body.dataset.mode !== "activity") {
  const [, kind, inPath] = location.pathname.split("/");
  if (kind === "play" && inPath) {
    // A link made before tokens moved to the fragment: the token leaves the address bar
    // (and the history) at once.
    history.replaceState(null, "", `/play#${inPath}`);
    start(inPath);
  } else if (kind === "play" && location.hash.length > 1) {
    start(decodeURIComponent(location.hash.slice(1)));
  } else if (kind === "watch" && inPath) {
    start(inPath);
  }
}
