import { formatDate } from "#contracts/dates.ts";
import { intervalWords, reviewIntervals, type Review } from "#contracts/reviews.ts";
import { Link } from "../link.tsx";
import { findPage } from "../pages.ts";
import { useWhen } from "./when.ts";
import s from "./office.module.css";

// The parts of the site and their review dates, as the office's home (what is overdue) and the
// review dates' own page (everything) show them: each with where it is changed, and one button
// to say it was looked at and is right as it is.

/** A part's name as the office's lists give it: a page by the site's name for it. */
export const reviewName = (review: Review) =>
  (review.kind === "page" && findPage(review.subject)?.name) || review.title;

/** Where a part of the site is changed in the office (the home page: seen on the site). */
export function whereChanged(review: Review): string {
  if (review.kind === "home") return "/";
  if (review.kind === "records") return `/office/records/${review.subject}`;
  return `/office/pages/${review.subject.slice(1)}`;
}

export function ReviewTable({
  reviews,
  back,
  chooseInterval = false,
}: {
  reviews: Review[];
  /** Where the office returns after a review is recorded. */
  back: string;
  /** Administrators choose how often each part is reviewed. */
  chooseInterval?: boolean;
}) {
  const when = useWhen();
  return (
    <table className={s.table}>
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">Last looked at</th>
          <th scope="col">How often</th>
          <th scope="col">Due</th>
          <th scope="col">If it is right</th>
        </tr>
      </thead>
      <tbody>
        {reviews.map((review) => {
          const name = reviewName(review);
          return (
            <tr key={review.subject}>
              <td data-label="What">
                <Link to={whereChanged(review)}>{name}</Link>
              </td>
              <td data-label="Last looked at">
                {when(review.lastAt)}
                {review.lastBy && ` by ${review.lastBy}`}
                {review.lastReviewed && " (reviewed, no changes)"}
              </td>
              <td data-label="How often">
                {chooseInterval ? (
                  <form method="post" action="/office/reviews" className={s.choice}>
                    <input type="hidden" name="subject" value={review.subject} />
                    <input type="hidden" name="back" value={back} />
                    <select
                      name="every"
                      defaultValue={review.every}
                      className={s.input}
                      aria-label={`How often ${name} is reviewed`}
                    >
                      {reviewIntervals.map((every) => (
                        <option key={every} value={every}>
                          {intervalWords[every]}
                          {every === review.usual ? " (usual)" : ""}
                        </option>
                      ))}
                    </select>{" "}
                    <button
                      type="submit"
                      name="intent"
                      value="interval"
                      className={`${s.button} ${s.secondary}`}
                      aria-label={`Set how often ${name} is reviewed`}
                    >
                      Set
                    </button>
                  </form>
                ) : (
                  intervalWords[review.every]
                )}
              </td>
              <td data-label="Due">
                {review.overdue ? (
                  <strong>Since {formatDate(review.dueOn)}</strong>
                ) : (
                  formatDate(review.dueOn)
                )}
              </td>
              <td data-label="If it is right">
                <form method="post" action="/office/reviews">
                  <input type="hidden" name="subject" value={review.subject} />
                  <input type="hidden" name="back" value={back} />
                  <button
                    type="submit"
                    name="intent"
                    value="review"
                    className={`${s.button} ${s.secondary}`}
                    aria-label={`${name}: reviewed, no changes needed`}
                  >
                    Reviewed, no changes
                  </button>
                </form>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
