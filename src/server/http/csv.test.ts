import { describe, expect, test } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csvCell", () => {
  test("plain text, empty and missing values stay as they are", () => {
    expect(csvCell("Jane Doe")).toBe("Jane Doe");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("Floor Polishing; Oven Cleaning")).toBe("Floor Polishing; Oven Cleaning");
  });

  test("a comma, a quote, CR or LF make a quoted field with quotes doubled", () => {
    expect(csvCell("Doe, Jane")).toBe('"Doe, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell('"')).toBe('""""');
  });

  test.each(["=", "+", "-", "@", "\t", "\r"])("a cell starting with %j gets a leading single quote", (c) => {
    const out = csvCell(`${c}SUM(A1:A9)`);
    const unquoted = out.startsWith('"') ? out.slice(1, -1) : out;
    expect(unquoted).toBe(`'${c}SUM(A1:A9)`);
  });

  test("the guard and the quoting together", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell("-")).toBe("'-");
  });

  test("those characters later in a cell are left alone", () => {
    expect(csvCell("613-555-0100")).toBe("613-555-0100");
    expect(csvCell("a=b+c@d")).toBe("a=b+c@d");
  });
});

describe("csvRow", () => {
  test("joins cells with commas and ends with CRLF", () => {
    expect(csvRow(["a", "b, c", null, "=1"])).toBe(`a,"b, c",,'=1\r\n`);
  });

  test("a row of one empty field is an empty line", () => {
    expect(csvRow([""])).toBe("\r\n");
  });
});
