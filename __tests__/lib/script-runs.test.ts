import { hasArabic, latinRuns } from "../../src/lib/script-runs";

test("an Arabic source title is cut into its Latin names and the Arabic around them, losing nothing", () => {
  const title = "التوضيح العام CTP006 الصادر عن الهيئة (نصه منشور على GCC Tax Laws)";
  const runs = latinRuns(title);
  expect(runs.filter((run) => run.latin).map((run) => run.text)).toEqual(["CTP006", "GCC Tax Laws"]);
  expect(runs.map((run) => run.text).join("")).toBe(title);
  // The bracket after a name is the Arabic sentence's, not the name's.
  expect(runs.at(-1)).toEqual({ text: ")", latin: false });
});

test("a name with its joining marks is one run; its colon, and a figure alone, are not in it", () => {
  expect(latinRuns("EY Tax News: نشر القرار رقم (244) لدى Hadef & Partners و uaepdpl.com.")).toEqual([
    { text: "EY Tax News", latin: true },
    { text: ": نشر القرار رقم (244) لدى ", latin: false },
    { text: "Hadef & Partners", latin: true },
    { text: " و ", latin: false },
    { text: "uaepdpl.com.", latin: true },
  ]);
});

test("a title is Arabic when it holds an Arabic letter, though it starts with a Latin name", () => {
  expect(hasArabic("Taxstar: تمديد موعد تعيين مزود الخدمة")).toBe(true);
  expect(hasArabic("FTA Corporate Tax Public Clarification CTP006 (2025)")).toBe(false);
});
