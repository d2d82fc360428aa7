"""The three browser engines the CSS tests render in, each giving screenshots in device pixels.

- Chromium (Blink): headless `chromium --screenshot` with `--force-device-scale-factor`, any ratio.
- WebKit: WebKitGTK (Debian's gir1.2-webkit2-4.1, driven from the system Python's GObject bindings by
  webkit_shot.py under Xvfb); the devicePixelRatio is GDK_SCALE, a whole number: 1, 2 or 3 — the
  ratios of every iPhone and iPad. `webkit_web_view_get_snapshot` returns device pixels.
- Firefox (Gecko): Firefox ESR headless, the ratio set with the `layout.css.devPixelsPerPx`
  preference, driven over Marionette (its remote protocol, spoken here: JSON messages prefixed by
  their length); `WebDriver:TakeScreenshot` of the whole page is in device pixels. Gecko lays out in
  app units, 60 per CSS px, and a device pixel is a whole number of them, so the ratio a page gets is
  60 / round(60 / asked): 2.625 is 60/23 = 2.6087. Each engine reports the ratio the page saw.

A screenshot is (width, height, RGB bytes), read with netpbm's pngtopnm.
"""
import base64, json, os, shutil, socket, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))


def read_ppm(path):
    with open(path, "rb") as f:
        data = f.read()
    fields, pos = [], 0
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos)
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    assert fields[0] == b"P6", fields[0]
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[pos + 1:]


def read_png(png):
    """A PNG file as (width, height, RGB bytes); the file is removed."""
    ppm = png + ".ppm"
    with open(ppm, "wb") as out:
        subprocess.run(["pngtopnm", "-mix", png], stdout=out, check=True, stderr=subprocess.DEVNULL)
    shot = read_ppm(ppm)
    os.remove(ppm)
    os.remove(png)
    return shot


class Chromium:
    name = "Chromium"

    def __init__(self):
        self.binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")

    def ratio(self, dpr):
        return float(dpr)

    def shots(self, dpr, pages, workdir, extra=("--virtual-time-budget=2000",)):
        """pages: [(html path, (width, height) in CSS px)] -> ([screenshot], the page's ratio)."""
        out = []
        for n, (html, window) in enumerate(pages):
            png = os.path.join(workdir, f"chromium-{dpr}-{n}.png")
            command = [self.binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
                       f"--force-device-scale-factor={dpr}", f"--window-size={window[0]},{window[1]}",
                       f"--user-data-dir={os.path.join(workdir, 'chromium-profile')}", *extra, f"--screenshot={png}", "file://" + html]
            run = subprocess.run(command, capture_output=True, text=True, timeout=180)
            if run.returncode != 0 or not os.path.exists(png):
                raise SystemExit(f"chromium failed at DPR {dpr}: {run.stderr[-2000:]}")
            out.append(read_png(png))
        return out, float(dpr)


class WebKit:
    name = "WebKit"
    # The system Python, which has the GObject bindings (python3-gi) whatever python3 runs this.
    PYTHON = "/usr/bin/python3"

    def ratio(self, dpr):
        return float(dpr)

    def shots(self, dpr, pages, workdir, zoom=1.0):
        """As Chromium's; `zoom` is WebKit's page zoom, one for every page or a list of one per page."""
        if float(dpr) != int(float(dpr)):
            raise ValueError(f"WebKitGTK's devicePixelRatio is GDK_SCALE, a whole number, not {dpr}")
        jobs = [{"html": html, "png": os.path.join(workdir, f"webkit-{dpr}-{n}.png"), "width": int(w), "height": int(h),
                 "zoom": zoom[n] if isinstance(zoom, list) else zoom} for n, (html, (w, h)) in enumerate(pages)]
        env = dict(os.environ, GDK_SCALE=str(int(float(dpr))), GDK_DPI_SCALE="1", WEBKIT_DISABLE_COMPOSITING_MODE="1",
                   LIBGL_ALWAYS_SOFTWARE="1", NO_AT_BRIDGE="1")
        run = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1200x24", self.PYTHON, os.path.join(HERE, "webkit_shot.py")],
                             input=json.dumps(jobs), capture_output=True, text=True, env=env, timeout=600)
        lines = [l for l in run.stdout.splitlines() if l.startswith("{")]
        if run.returncode != 0 or not lines:
            raise SystemExit(f"webkit failed at DPR {dpr}: {run.stderr[-2000:]}")
        ratio = json.loads(lines[-1])["dpr"]
        return [read_png(job["png"]) for job in jobs], ratio


class Firefox:
    name = "Firefox"

    def __init__(self):
        self.binary = shutil.which("firefox-esr") or shutil.which("firefox")

    def ratio(self, dpr):
        return 60 / round(60 / float(dpr))

    def shots(self, dpr, pages, workdir):
        session = Marionette(self.binary, dpr, workdir)
        try:
            out = []
            for html, (w, h) in pages:
                session.command("WebDriver:SetWindowRect", {"width": int(w) + 16, "height": min(int(h) + 16, 2000)})
                session.command("WebDriver:Navigate", {"url": "file://" + html})
                # A frame after the load event (a page that resizes its containers on load).
                session.command("WebDriver:ExecuteAsyncScript", {"script": "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done(1)));", "args": []})
                png = os.path.join(workdir, f"firefox-{dpr}-{len(out)}.png")
                data = session.command("WebDriver:TakeScreenshot", {"full": True, "hash": False, "scroll": False})["value"]
                with open(png, "wb") as f:
                    f.write(base64.b64decode(data))
                out.append(read_png(png))
            ratio = session.command("WebDriver:ExecuteScript", {"script": "return devicePixelRatio;", "args": []})["value"]
            return out, ratio
        finally:
            session.close()


class Marionette:
    """A headless Firefox with its own profile, and a Marionette session to it."""

    def __init__(self, binary, dpr, workdir):
        self.profile = tempfile.mkdtemp(prefix="firefox-profile-", dir=workdir)
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        prefs = {"layout.css.devPixelsPerPx": f'"{dpr}"', "marionette.port": port, "browser.shell.checkDefaultBrowser": "false",
                 "datareporting.policy.dataSubmissionEnabled": "false", "toolkit.telemetry.reportingpolicy.firstRun": "false",
                 "browser.startup.homepage_override.mstone": '"ignore"', "app.update.disabledForTesting": "true",
                 "gfx.color_management.mode": 0, "ui.prefersReducedMotion": 1, "layout.css.scrollbar-width-thin.disabled": "true"}
        with open(os.path.join(self.profile, "user.js"), "w") as f:
            f.write("".join(f"user_pref(\"{k}\", {v});\n" for k, v in prefs.items()))
        self.process = subprocess.Popen([binary, "--headless", "--marionette", "--no-remote", "--profile", self.profile],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=dict(os.environ, MOZ_HEADLESS="1"))
        deadline = time.time() + 90
        while True:
            try:
                self.socket = socket.create_connection(("127.0.0.1", port), timeout=120)
                break
            except OSError:
                if time.time() > deadline or self.process.poll() is not None:
                    raise SystemExit(f"firefox did not open Marionette on port {port} at DPR {dpr}")
                time.sleep(0.1)
        self.buffer, self.id = b"", 0
        self.read()
        self.command("WebDriver:NewSession", {"capabilities": {"alwaysMatch": {"pageLoadStrategy": "normal"}}})

    def read(self):
        while b":" not in self.buffer:
            self.buffer += self.socket.recv(65536)
        length, rest = self.buffer.split(b":", 1)
        length = int(length)
        chunks, size = [rest], len(rest)
        while size < length:
            chunk = self.socket.recv(1 << 22)
            if not chunk:
                raise SystemExit("firefox closed the Marionette connection")
            chunks.append(chunk)
            size += len(chunk)
        data = b"".join(chunks)
        self.buffer = data[length:]
        return json.loads(data[:length])

    def command(self, name, parameters):
        self.id += 1
        message = json.dumps([0, self.id, name, parameters]).encode()
        self.socket.sendall(str(len(message)).encode() + b":" + message)
        while True:
            reply = self.read()
            if reply[0] == 1 and reply[1] == self.id:
                if reply[2]:
                    raise SystemExit(f"firefox: {name}: {reply[2]}")
                return reply[3]

    def close(self):
        try:
            self.command("Marionette:Quit", {"flags": ["eForceQuit"]})
        except (SystemExit, OSError):
            pass
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


ENGINES = {"chromium": Chromium, "webkit": WebKit, "firefox": Firefox}


def chosen():
    """The engines to run: GRIDCALC_ENGINES (e.g. "chromium,webkit"), by default all three."""
    names = os.environ.get("GRIDCALC_ENGINES", "chromium,webkit,firefox").split(",")
    return [ENGINES[n.strip()]() for n in names if n.strip()]
