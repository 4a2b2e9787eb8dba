// An album's photos put in order by dragging a photo's handle (a mouse or a finger) or by the
// arrow keys on it; the first is the cover, and the photo made the cover goes first. Without this script each photo's Place number does the same on saving
// (app/office/photo-list.tsx); with it, the list moves as the clerk drags and the numbers follow,
// so the form sends the same thing either way.

function orderPhotos(list: HTMLOListElement) {
  const items = () => [...list.children].filter((node) => node instanceof HTMLLIElement);
  const placeOf = (item: Element) => item.querySelector<HTMLInputElement>('input[name$=".order"]');
  // Said aloud after a move; made at the first, so a page nobody reorders has no empty status.
  let status: HTMLElement | undefined;

  // The cover is the first photo: a photo made the cover goes first, and the first is the cover.
  const coverOf = (item: Element) =>
    item.querySelector<HTMLInputElement>('input[type="radio"][name$=".cover"]');
  const renumber = () => {
    const all = items();
    const cover = all[0] && coverOf(all[0]);
    if (cover) cover.checked = true;
    all.forEach((item, i) => {
      const place = placeOf(item);
      if (place) place.value = String(i + 1);
      // "Caption of photo 3" becomes "... photo 1" once it is first.
      const caption = item.querySelector('input[name$=".caption"]')?.closest("label")?.firstChild;
      if (caption?.nodeType === Node.TEXT_NODE) caption.textContent = `Caption of photo ${i + 1}`;
      item
        .querySelector("[data-handle]")
        ?.setAttribute("aria-label", `Move photo ${i + 1} of ${all.length}`);
    });
  };
  const moved = (item: HTMLLIElement) => {
    renumber();
    if (!status) {
      status = document.createElement("p");
      status.setAttribute("role", "status");
      status.className = "visually-hidden";
      list.after(status);
    }
    status.textContent = `Photo moved to place ${items().indexOf(item) + 1}.`;
  };

  for (const item of items()) {
    coverOf(item)?.addEventListener("change", () => {
      list.prepend(item);
      moved(item);
    });
    const handle = document.createElement("button");
    handle.type = "button";
    handle.dataset.handle = "";
    handle.className = list.dataset.handleClass ?? "";
    handle.textContent = "Move";
    handle.title = "Drag up or down, or press the arrow keys";
    (item.querySelector("[data-photo-choices]") ?? item).prepend(handle);

    handle.addEventListener("keydown", (event) => {
      const before = event.key === "ArrowUp" ? item.previousElementSibling : null;
      const after = event.key === "ArrowDown" ? item.nextElementSibling : null;
      if (!before && !after) return;
      event.preventDefault();
      list.insertBefore(item, before ?? after!.nextElementSibling);
      handle.focus();
      moved(item);
    });

    // The page listens while a photo is held: moving the photo in the list takes the pointer's
    // capture off its handle, and the finger goes on moving all the same.
    handle.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      event.preventDefault();
      item.dataset.dragging = "";
      const follow = (move: PointerEvent) => {
        if (move.pointerId !== event.pointerId) return;
        const over = document.elementFromPoint(move.clientX, move.clientY)?.closest("li");
        if (over && over !== item && over.parentElement === list) {
          const box = over.getBoundingClientRect();
          const below = move.clientY > box.top + box.height / 2;
          const before = below ? over.nextElementSibling : over;
          // Where it is already, it stays: a node put back in its place still leaves the page.
          if (before !== item && before !== item.nextElementSibling)
            list.insertBefore(item, before);
        }
        // Near the screen's edge the page scrolls, so a photo can go past what is in view.
        if (move.clientY < 48) window.scrollBy(0, -12);
        else if (move.clientY > window.innerHeight - 48) window.scrollBy(0, 12);
      };
      const drop = (end: PointerEvent) => {
        if (end.pointerId !== event.pointerId) return;
        window.removeEventListener("pointermove", follow);
        window.removeEventListener("pointerup", drop);
        window.removeEventListener("pointercancel", drop);
        delete item.dataset.dragging;
        moved(item);
      };
      window.addEventListener("pointermove", follow);
      window.addEventListener("pointerup", drop);
      window.addEventListener("pointercancel", drop);
    });
  }
  renumber();
}

for (const list of document.querySelectorAll<HTMLOListElement>("ol[data-photo-order]")) {
  orderPhotos(list);
}
