import type { FieldSpec, Photo } from "#contracts/office-records.ts";
import { LibraryPick } from "./library-pick.tsx";
import { UploadZone } from "./upload-zone.tsx";
import s from "./office.module.css";

/** The photos a form's value holds, whichever shape it came in. */
export function photosOf(value: unknown): Photo[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) =>
    typeof item === "string"
      ? { path: item, caption: "" }
      : { path: String(item?.path ?? ""), caption: String(item?.caption ?? "") },
  );
}

/**
 * An album's photos as a plain form: each with its caption, its place in the order, whether it
 * is the cover and whether to remove it; then a chooser for more. Saving the form applies it
 * all at once (`photosFromForm`), so it needs no script; with one (photo-order.browser.ts) the
 * photos are dragged into order too.
 */
export function PhotoList({
  spec,
  value,
  error,
}: {
  spec: FieldSpec;
  value: unknown;
  error?: string;
}) {
  const photos = photosOf(value);
  const name = spec.name;
  const addedId = `field-${name}-added`;
  return (
    <fieldset className={s.photos} aria-describedby={error ? `field-${name}-error` : undefined}>
      <legend className={s.label} id={`field-${name}`} tabIndex={-1}>
        {spec.label} ({photos.length})
      </legend>
      {spec.hint && <p className={s.hint}>{spec.hint}</p>}
      {photos.length > 0 && (
        <ol className={s.photoList} data-photo-order data-handle-class={s.handle}>
          {photos.map((photo, i) => {
            const n = i + 1;
            return (
              <li key={`${photo.path}-${i}`} className={s.photo}>
                <img
                  src={`/api/image/${photo.path.split("/").map(encodeURIComponent).join("/")}?w=400`}
                  alt={photo.caption || `Photo ${n}`}
                  width={96}
                  height={72}
                  loading={i < 12 ? undefined : "lazy"}
                />
                <input type="hidden" name={`${name}.path`} value={photo.path} />
                <div className={s.photoFields}>
                  <label>
                    {`Caption of photo ${n}`}
                    <input
                      name={`${name}.caption`}
                      defaultValue={photo.caption}
                      maxLength={300}
                      className={s.input}
                    />
                  </label>
                  <div className={s.photoChoices} data-photo-choices>
                    <label>
                      Place
                      <input
                        name={`${name}.order`}
                        type="number"
                        min={1}
                        max={photos.length}
                        defaultValue={n}
                        inputMode="numeric"
                        className={`${s.input} ${s.short}`}
                      />
                    </label>
                    <label className={s.check}>
                      <input
                        type="radio"
                        name={`${name}.cover`}
                        value={photo.path}
                        defaultChecked={i === 0}
                      />
                      Cover
                    </label>
                    <label className={s.check}>
                      <input type="checkbox" name={`${name}.remove`} value={photo.path} />
                      Remove
                    </label>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <input type="hidden" id={addedId} name={`${name}.added`} defaultValue="" />
      <UploadZone
        name={name}
        label={photos.length > 0 ? "Add photos" : "Choose the photos"}
        targetId={addedId}
        kind="photos"
      />
      <LibraryPick
        targetId={addedId}
        kind="picture"
        mode="lines"
        label="Choose photos from the library"
      />
      {error && (
        <span id={`field-${name}-error`} className={s.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

/**
 * The photos as the form left them: in the order of their places (a photo moved to a place
 * goes before the one that had it), the cover first, the removed ones gone, then the ones added.
 */
export function photosFromForm(form: FormData, name: string, added: readonly string[]): Photo[] {
  const all = (suffix: string) => form.getAll(`${name}.${suffix}`).map(String);
  const captions = all("caption");
  const places = all("order");
  const removed = new Set(all("remove"));
  const cover = String(form.get(`${name}.cover`) ?? "");
  const kept = all("path")
    .map((path, i) => {
      const place = Number(places[i]);
      return {
        path,
        caption: (captions[i] ?? "").trim(),
        place: Number.isFinite(place) && places[i] !== "" ? place : i + 1,
        i,
      };
    })
    .map((photo) => ({ ...photo, moved: photo.place !== photo.i + 1 }))
    .filter((photo) => !removed.has(photo.path))
    .sort((a, b) => a.place - b.place || Number(b.moved) - Number(a.moved) || a.i - b.i);
  const coverAt = kept.findIndex((photo) => photo.path === cover);
  if (coverAt > 0) kept.unshift(...kept.splice(coverAt, 1));
  return [
    ...kept.map(({ path, caption }) => ({ path, caption })),
    ...added.map((path) => ({ path, caption: "" })),
  ];
}
