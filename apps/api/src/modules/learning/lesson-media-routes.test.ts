import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { multipartFile, ogg, pdf, webm } from "../../test/fixtures/item-media-fixtures.ts";
import { insertTestCourses } from "../../test/fixtures/learning-test-course.ts";

/** Decision 138: a lesson's recordings, films and WebVTT captions, uploaded by an admin. */
let t: TestApp;
let admin: Record<string, string>;
let moduleId: number;
let courseId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const { course } = await insertTestCourses(t.app.db);
  courseId = course;
  admin = (await signInAdmin(t.app)).headers;
  const read = await t.app.inject({ url: `/api/admin/learning/courses/${course}`, headers: admin });
  moduleId = read.json().modules[0].id;
});
afterAll(async () => t.close());

const upload = (bytes: Buffer, name: string, headers = admin) => {
  const { payload, contentType } = multipartFile(bytes, name);
  return t.app.inject({
    method: "POST",
    url: "/api/admin/learning/media",
    headers: { ...headers, "content-type": contentType },
    payload,
  });
};
const VTT = "WEBVTT\n\n00:00.000 --> 00:02.500\nMwaramutse! Good morning.\n";

describe("lesson media uploads", () => {
  it("are for administrators only", async () => {
    expect((await upload(ogg(), "a.ogg", {})).statusCode).toBe(401);
    expect((await upload(ogg(), "a.ogg", (await signUpShopper(t.app)).headers)).statusCode).toBe(403);
  });

  it("store a recording, a film and captions, served under /media/lessons/, and a lesson plays them with its track", async () => {
    const sound = await upload(ogg(), "greeting.mp3");
    expect(sound.statusCode).toBe(201);
    expect(sound.json()).toMatchObject({ kind: "audio", mime: "audio/ogg" });
    const film = await upload(webm(), "dance.mp4");
    expect(film.json()).toMatchObject({ kind: "video", mime: "video/webm" });
    const captions = await upload(Buffer.from(`\uFEFF${VTT}`), "dance.txt");
    expect(captions.statusCode).toBe(201);
    expect(captions.json()).toMatchObject({ kind: "captions", mime: "text/vtt" });
    const served = await t.app.inject({ url: captions.json().src });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("text/vtt");
    expect(served.body).toContain("Mwaramutse!");

    const lesson = await t.app.inject({
      method: "POST",
      url: `/api/admin/learning/modules/${moduleId}/lessons`,
      headers: admin,
      payload: {
        title: { en: "Umushayayo" },
        body: { en: "Watch the dancers' arms." },
        minutes: 4,
        media: [
          {
            kind: "video",
            src: film.json().src,
            caption: { en: "Umushayayo danced in Nyanza" },
            transcript: { en: "Drums, then the song." },
            captions: captions.json().src,
          },
        ],
      },
    });
    expect(lesson.statusCode).toBe(201);
    const saved = lesson.json().modules[0].lessons.at(-1);
    expect(saved.media[0].captions).toBe(captions.json().src);
    // The learner's lesson carries the track's file beside the transcript.
    const learner = await signUpShopper(t.app);
    const enrolled = await t.app.inject({
      method: "POST",
      url: `/api/learning/courses/${courseId}/enrol`,
      headers: learner.headers,
    });
    expect(enrolled.statusCode).toBeLessThan(300);
    const read = await t.app.inject({ url: `/api/learning/lessons/${saved.id}`, headers: learner.headers });
    expect(read.json().media[0]).toMatchObject({
      kind: "video",
      src: film.json().src,
      captions: captions.json().src,
      transcript: "Drums, then the song.",
    });
  });

  it("refuses a file of another kind (400 at file) and a caption file that is not WebVTT text", async () => {
    const book = await upload(pdf(), "book.pdf");
    expect(book.statusCode).toBe(400);
    expect(book.json()).toEqual({
      file: ["Upload a recording (MP3, Ogg, WAV), a film (MP4, WebM) or captions (WebVTT)."],
    });
    const notVtt = {
      file: [
        "Captions must be a WebVTT file (.vtt) in UTF-8 that starts with “WEBVTT” and has at least one timed cue",
      ],
    };
    const notUtf8 = await upload(
      Buffer.concat([Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\n"), Buffer.from([0xff, 0xfe, 0xfd])]),
      "x.vtt",
    );
    expect(notUtf8.json()).toEqual(notVtt);
    expect((await upload(Buffer.from("WEBVTT\n\nNo cue at all.\n"), "empty.vtt")).json()).toEqual(notVtt);
    const srt = await upload(Buffer.from("1\n00:00:00,000 --> 00:00:02,000\nHello\n"), "x.srt");
    expect(srt.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: "POST",
      url: `/api/admin/learning/modules/${moduleId}/lessons`,
      headers: admin,
      payload: {
        title: { en: "Elsewhere" },
        body: { en: "." },
        minutes: 1,
        media: [
          {
            kind: "audio",
            src: "/media/x.ogg",
            caption: { en: "A song" },
            transcript: { en: "La la" },
            captions: "https://example.com/x.vtt",
          },
        ],
      },
    });
    expect(foreign.json()).toEqual({ "media.0.captions": ["Upload the captions as a WebVTT file here."] });
  });

  it("answers 413 with the kind's limit", async () => {
    const bigSound = Buffer.concat([ogg(), Buffer.alloc(50 * 1024 * 1024)]);
    const refused = await upload(bigSound, "long.ogg");
    expect(refused.statusCode).toBe(413);
    expect(refused.json().detail).toBe("Lesson recordings are limited to 50 MB.");
    const bigCaptions = Buffer.concat([Buffer.from(VTT), Buffer.alloc(1024 * 1024, 0x20)]);
    const french = await upload(bigCaptions, "long.vtt", { ...admin, "accept-language": "fr" });
    expect(french.statusCode).toBe(413);
    expect(french.json().detail).toBe("Les fichiers de sous-titres sont limités à 1 Mo.");
  });
});
