import fs from "fs";
import path from "path";
import { netlifyRedirects, withoutNulBytes, writePostBuildFiles } from "../../src/lib/post-build";
import { temporaryDir } from "../support/temporary-dir";

describe("the files written after the build", () => {
  it("send unknown URLs under /ar/ to the Arabic not-found page, after the old addresses' redirects", () => {
    expect(netlifyRedirects().trim().split("\n")).toEqual([
      "/about /foundation/ 301!",
      "/about/ /foundation/ 301!",
      "/ar/* /ar/404.html 404",
    ]);
  });

  it("take the NUL bytes React 18's streaming renderer leaves in Arabic pages out of every built page", () => {
    const publicDir = temporaryDir("public-");
    fs.mkdirSync(path.join(publicDir, "ar"));
    const broken = '<!DOCTYPE html><html lang="ar"><p>ضمان الصيا\0\0غة</p></html>';
    fs.writeFileSync(path.join(publicDir, "ar/index.html"), broken);
    writePostBuildFiles(publicDir, "https://www.example.test");
    expect(fs.readFileSync(path.join(publicDir, "ar/index.html"), "utf8")).toBe(withoutNulBytes(broken));
    expect(withoutNulBytes(broken)).toContain("ضمان الصياغة");
  });
});
