// The office's upload script: a page with a file chooser ([data-upload], app/office/upload-zone.tsx)
// works without it, sending the files with its form; with it, files chosen or dropped are sent at
// once, each on its own with a progress bar, and a file whose connection dropped can be sent again
// without choosing it again. Each stored path is written into the form, which then sends paths.

/** The largest file the office takes, by what it seems to be; the server judges by content. */
const largest = (file: File) =>
  file.type === "application/pdf" || /\.pdf$/i.test(file.name) ? 25 : 15;

/** Files sent at the same time; the rest wait their turn. */
const atOnce = 3;

interface Job {
  /** Its place among the files chosen: paths are written in this order, whenever they arrive. */
  order: number;
  file: File;
  item: HTMLLIElement;
  progress: HTMLProgressElement;
  status: HTMLElement;
}

function enhance(zone: HTMLElement) {
  const input = zone.querySelector<HTMLInputElement>("input[type=file]");
  const list = zone.querySelector<HTMLElement>("[data-upload-list]");
  const target = document.getElementById(zone.dataset.uploadTarget ?? "") as
    HTMLInputElement | HTMLTextAreaElement | null;
  const url = zone.dataset.upload;
  if (!input || !list || !target || !url) return;
  const mode = zone.dataset.uploadMode;
  const single = mode === "single";
  const form = zone.closest("form");
  const waiting: Job[] = [];
  let running = 0;
  let pending = 0;
  let chosen = 0;
  // What the field held before this batch, and this batch's paths by their place.
  let before = "";
  const stored: { order: number; line: string }[] = [];

  const store = (job: Job, path: string) => {
    const line = mode === "named" ? `${job.file.name}\t${path}` : path;
    if (single) {
      target.value = line;
      return;
    }
    stored.push({ order: job.order, line });
    stored.sort((a, b) => a.order - b.order);
    target.value = [before, ...stored.map((entry) => entry.line)].filter(Boolean).join("\n");
  };

  const say = (job: Job, text: string, state: "sending" | "done" | "failed") => {
    job.status.textContent = text;
    job.item.dataset.state = state;
  };

  const finished = () => {
    running -= 1;
    pending -= 1;
    next();
    zone.dispatchEvent(new Event("upload-settled"));
  };

  const send = (job: Job) => {
    running += 1;
    say(job, "Sending…", "sending");
    job.progress.value = 0;
    const body = new FormData();
    body.set("file", job.file);
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable)
        job.progress.value = Math.round((event.loaded / event.total) * 100);
    });
    // Every byte is there; the server now reads it (a photo takes seconds), however long.
    request.upload.addEventListener("load", () => say(job, "Sent; being checked…", "sending"));
    request.addEventListener("load", () => {
      const answer = (request.response ?? {}) as { path?: string; error?: string };
      if (request.status === 201 && answer.path) {
        job.progress.value = 100;
        store(job, answer.path);
        say(job, "Uploaded.", "done");
        finished();
      } else {
        // Refused for what it is (its kind, its size): sending it again would not help. Not
        // sent for now (the backend busy or unreachable): it may go next time.
        const again = request.status === 429 || request.status >= 500;
        fail(job, answer.error ?? `The file was not accepted (${request.status}).`, again);
      }
    });
    const dropped = () => fail(job, "The connection dropped before the file was sent.", true);
    request.addEventListener("error", dropped);
    request.addEventListener("timeout", dropped);
    request.send(body);
  };

  const fail = (job: Job, message: string, retryable: boolean) => {
    say(job, message, "failed");
    failedSince += 1;
    if (retryable) {
      const retry = document.createElement("button");
      retry.type = "button";
      retry.textContent = `Send ${job.file.name} again`;
      retry.addEventListener("click", () => {
        retry.remove();
        pending += 1;
        waiting.push(job);
        next();
      });
      job.item.append(retry);
    }
    finished();
  };

  const next = () => {
    while (running < atOnce && waiting.length > 0) send(waiting.shift()!);
  };

  const add = (files: Iterable<File>) => {
    if (pending === 0) {
      before = target.value.trim();
      stored.length = 0;
    }
    for (const file of single ? [...files].slice(0, 1) : files) {
      const item = document.createElement("li");
      const name = document.createElement("span");
      name.textContent = file.name;
      const progress = document.createElement("progress");
      progress.max = 100;
      progress.value = 0;
      progress.setAttribute("aria-label", `${file.name}: sent`);
      const status = document.createElement("span");
      item.append(name, progress, status);
      list.append(item);
      const job = { order: chosen++, file, item, progress, status };
      if (file.size > largest(file) * 1024 * 1024) {
        // Told at once, rather than after sending megabytes the server would refuse.
        const size = (file.size / 1024 / 1024).toFixed(1);
        say(job, `This file is ${size} MB; the most is ${largest(file)} MB.`, "failed");
        continue;
      }
      pending += 1;
      waiting.push(job);
    }
    next();
  };

  input.addEventListener("change", () => {
    add(input.files ?? []);
    // The files are on their way; the form itself sends their paths, not the files again.
    input.value = "";
  });
  zone.addEventListener("dragover", (event) => {
    event.preventDefault();
    zone.dataset.dragging = "true";
  });
  zone.addEventListener("dragleave", () => delete zone.dataset.dragging);
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    delete zone.dataset.dragging;
    add(event.dataTransfer?.files ?? []);
  });
  // Saved before every file is sent: the save waits for them, then goes on by itself, unless a
  // file failed, which the clerk must see first.
  let waitingToSave: HTMLElement | null | undefined;
  let failedSince = 0;
  const note = document.createElement("li");
  form?.addEventListener("submit", (event) => {
    if (pending === 0) return;
    event.preventDefault();
    waitingToSave = event.submitter;
    failedSince = 0;
    note.textContent = "Saving once every file is sent…";
    note.dataset.state = "sending";
    list.append(note);
  });
  zone.addEventListener("upload-settled", () => {
    if (waitingToSave === undefined || pending > 0) return;
    const submitter = waitingToSave;
    waitingToSave = undefined;
    if (failedSince > 0) {
      note.textContent = "A file was not sent, so nothing was saved yet. Save again when ready.";
      note.dataset.state = "failed";
      return;
    }
    note.remove();
    form?.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
  });
}

for (const zone of document.querySelectorAll<HTMLElement>("[data-upload]")) enhance(zone);
