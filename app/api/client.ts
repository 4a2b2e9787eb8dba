import { z } from "zod";
import * as E from "./entities.ts";

export type ApiFetch = (request: Request) => Response | Promise<Response>;

export class ApiError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

export interface ApiClientOptions {
  /** Origin of the backend, e.g. "https://api.example.org"; paths are added to it. */
  baseUrl: string;
  schoolCode: string;
  fetch?: ApiFetch;
  /** Each call gives up after this long, so one slow list never holds a page. */
  timeoutMs?: number;
}

/** The one way the website reads the school-content API (spec 7). */
export function createApiClient(options: ApiClientOptions) {
  const doFetch: ApiFetch = options.fetch ?? ((request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? 2500;
  const code = encodeURIComponent(options.schoolCode);

  async function getJson(path: string): Promise<unknown> {
    const url = new URL(path, options.baseUrl);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ApiError(`${path} took longer than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const response = await Promise.race([
        Promise.resolve(
          doFetch(
            new Request(url, {
              headers: { Accept: "application/json" },
              signal: controller.signal,
            }),
          ),
        ),
        timeout,
      ]);
      if (!response.ok) throw new ApiError(`${path} answered ${response.status}`, response.status);
      return await Promise.race([response.json(), timeout]);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(`${path} failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  const list =
    <T>(schema: z.ZodType<T>, path: string) =>
    async (): Promise<T[]> => {
      const body = await getJson(path);
      if (!Array.isArray(body)) throw new ApiError(`${path} did not answer with a list`);
      return body.flatMap((item) => {
        const parsed = schema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
    };

  return {
    onlineRegistration: list(E.OnlineRegistration, `/api/onlineRegistration/${code}`),
    highlights: list(E.Highlight, `/api/highlight/${code}`),
    news: list(E.NewsItem, `/api/news/${code}`),
    allNews: list(E.NewsItem, `/api/news/all/${code}`),
    upcomingEvents: list(E.SchoolEvent, `/api/events/${code}`),
    allEvents: list(E.SchoolEvent, `/api/events/All/${code}`),
    messages: list(E.Message, `/api/principalMessage/${code}`),
    toppers: list(E.Topper, `/api/topper/${code}`),
    galleries: list(E.Gallery, `/api/gallery/${code}`),
    allGalleries: list(E.Gallery, `/api/gallery/All/${code}`),
    birthdays: list(E.Birthday, `/api/birthdays/${code}`),
    notifications: list(E.Notification, `/api/notification/${code}`),
    circulars: list(E.Circular, `/api/circular/all/${code}`),
    videos: list(E.Video, `/api/video/all/${code}`),
    async subGallery(id: string): Promise<E.Gallery> {
      const parsed = E.Gallery.safeParse(
        await getJson(`/api/subGallery?id=${encodeURIComponent(id)}`),
      );
      if (!parsed.success) throw new ApiError("The gallery record could not be read");
      return parsed.data;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Runs a call and answers `fallback` when it fails or times out (spec 8: each section of a
 * page fails alone). The failure is logged for the server's operator, never shown.
 */
export async function orFallback<T>(call: Promise<T>, fallback: T, label: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.warn(`${label}: ${(error as Error).message}`);
    return fallback;
  }
}
