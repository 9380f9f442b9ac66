/**
 * Plain text of a (decompressed) RTF message body, enough to read labelled fields: paragraphs and line
 * breaks become new lines, \'hh and \uN escapes become characters, destination groups (font and colour
 * tables, {\*…} ignorables) are dropped.
 */
const SKIP_DESTINATIONS = new Set([
  "fonttbl",
  "colortbl",
  "stylesheet",
  "info",
  "pict",
  "header",
  "footer",
  "listtable",
  "listoverridetable",
  "generator",
]);

export const rtfToText = (rtf: string): string => {
  let out = "";
  const stack: boolean[] = [];
  let skip = false;
  let i = 0;
  let ucSkip = 1;
  while (i < rtf.length) {
    const c = rtf[i];
    if (c === "{") {
      stack.push(skip);
      i++;
      if (rtf.startsWith("\\*", i)) skip = true;
      continue;
    }
    if (c === "}") {
      skip = stack.pop() ?? false;
      i++;
      continue;
    }
    if (c === "\\") {
      const next = rtf[i + 1] ?? "";
      if (next === "'") {
        const hex = rtf.slice(i + 2, i + 4);
        if (!skip) out += String.fromCharCode(Number.parseInt(hex, 16));
        i += 4;
        continue;
      }
      if (!/[a-z]/i.test(next)) {
        if (!skip && (next === "\\" || next === "{" || next === "}")) out += next;
        if (!skip && next === "~") out += " ";
        i += 2;
        continue;
      }
      const m = /^\\([a-z]+)(-?\d+)? ?/i.exec(rtf.slice(i, i + 40));
      if (!m) {
        i++;
        continue;
      }
      const [whole, word = "", arg] = m;
      i += whole.length;
      if (SKIP_DESTINATIONS.has(word)) skip = true;
      else if (skip) continue;
      else if (word === "par" || word === "line" || word === "sect" || word === "row") out += "\n";
      else if (word === "tab" || word === "cell") out += "\t";
      else if (word === "uc") ucSkip = Number(arg ?? 1);
      else if (word === "u" && arg !== undefined) {
        const code = Number(arg);
        out += String.fromCharCode(code < 0 ? code + 65536 : code);
        i += ucSkip;
      }
      continue;
    }
    if (!skip && c !== "\r" && c !== "\n") out += c;
    i++;
  }
  return out.replace(/\n{3,}/g, "\n\n").trim();
};
