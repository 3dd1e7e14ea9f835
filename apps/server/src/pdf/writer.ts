import fontkit from "@cantoo/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { dejaVuFonts } from "./fonts.ts";

/** A4 in points, with margins wide enough for a hole punch. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
const BODY_SIZE = 10;
const LINE_GAP = 1.45;
const LABEL_WIDTH = 170;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

export interface DocumentMeta {
  title: string;
  author: string;
  subject?: string;
  language: string;
  createdAt: Date;
}

/**
 * Writes a simple flowing document: headings, paragraphs, label/value rows and signature lines, wrapping
 * words and starting new pages as needed. Small on purpose: the registration documents need no more.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(meta: DocumentMeta): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const fonts = await dejaVuFonts();
    // Subset: only the glyphs used are embedded, so a form is tens of kilobytes, not two megabytes.
    const regular = await doc.embedFont(fonts.regular, { subset: true });
    const bold = await doc.embedFont(fonts.bold, { subset: true });
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    if (meta.subject) doc.setSubject(meta.subject);
    doc.setLanguage(meta.language);
    doc.setCreator(meta.author);
    doc.setProducer("pdf-lib (@cantoo/pdf-lib)");
    doc.setCreationDate(meta.createdAt);
    doc.setModificationDate(meta.createdAt);
    return new PdfWriter(doc, regular, bold);
  }

  private get contentWidth() {
    return PAGE.width - MARGIN.left - MARGIN.right;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  private ensureRoom(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  /** Splits text into lines no wider than `width`; words longer than a line are cut. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private drawLines(lines: string[], x: number, font: PDFFont, size: number, color = INK) {
    const step = size * LINE_GAP;
    for (const line of lines) {
      this.ensureRoom(step);
      this.y -= step;
      this.page.drawText(line, { x, y: this.y, size, font, color });
    }
  }

  title(text: string) {
    this.drawLines(this.wrap(text, this.bold, 16, this.contentWidth), MARGIN.left, this.bold, 16);
    this.space(6);
  }

  heading(text: string) {
    this.ensureRoom(40);
    this.space(8);
    this.drawLines([text], MARGIN.left, this.bold, 11.5);
    this.y -= 3;
    this.page.drawLine({
      start: { x: MARGIN.left, y: this.y },
      end: { x: PAGE.width - MARGIN.right, y: this.y },
      thickness: 0.6,
      color: MUTED,
    });
    this.space(2);
  }

  paragraph(text: string, opts: { bold?: boolean; size?: number; indent?: number; muted?: boolean } = {}) {
    const font = opts.bold ? this.bold : this.regular;
    const size = opts.size ?? BODY_SIZE;
    const indent = opts.indent ?? 0;
    this.drawLines(
      this.wrap(text, font, size, this.contentWidth - indent),
      MARGIN.left + indent,
      font,
      size,
      opts.muted ? MUTED : INK,
    );
    this.space(3);
  }

  /** A bullet point: the mark hangs in the margin of the wrapped text. */
  bullet(text: string, mark = "•") {
    const indent = 16;
    const lines = this.wrap(text, this.regular, BODY_SIZE, this.contentWidth - indent);
    this.ensureRoom(BODY_SIZE * LINE_GAP);
    this.page.drawText(mark, {
      x: MARGIN.left + 4,
      y: this.y - BODY_SIZE * LINE_GAP,
      size: BODY_SIZE,
      font: this.regular,
      color: INK,
    });
    this.drawLines(lines, MARGIN.left + indent, this.regular, BODY_SIZE);
    this.space(2);
  }

  /** A label and its value side by side; the value wraps in its own column. */
  field(label: string, value: string) {
    const valueWidth = this.contentWidth - LABEL_WIDTH;
    const labels = this.wrap(label, this.bold, BODY_SIZE, LABEL_WIDTH - 8);
    const values = this.wrap(value, this.regular, BODY_SIZE, valueWidth);
    const rows = Math.max(labels.length, values.length);
    const step = BODY_SIZE * LINE_GAP;
    this.ensureRoom(rows * step);
    for (let i = 0; i < rows; i++) {
      this.y -= step;
      if (labels[i])
        this.page.drawText(labels[i]!, { x: MARGIN.left, y: this.y, size: BODY_SIZE, font: this.bold });
      if (values[i]) {
        this.page.drawText(values[i]!, {
          x: MARGIN.left + LABEL_WIDTH,
          y: this.y,
          size: BODY_SIZE,
          font: this.regular,
          color: INK,
        });
      }
    }
    this.space(2);
  }

  /** Signature boxes side by side: a caption, a line to sign on, and an optional name under it. */
  signatures(boxes: { caption: string; name?: string }[]) {
    const gap = 24;
    const width = (this.contentWidth - gap * (boxes.length - 1)) / boxes.length;
    this.ensureRoom(90);
    this.space(28);
    const top = this.y;
    boxes.forEach((box, i) => {
      const x = MARGIN.left + i * (width + gap);
      this.page.drawText(box.caption, { x, y: top - 12, size: 9, font: this.bold, color: INK });
      this.page.drawLine({
        start: { x, y: top - 48 },
        end: { x: x + width, y: top - 48 },
        thickness: 0.6,
        color: INK,
      });
      if (box.name) {
        this.page.drawText(box.name, { x, y: top - 60, size: 9, font: this.regular, color: MUTED });
      }
    });
    this.y = top - 70;
  }

  space(points: number) {
    this.y -= points;
  }

  /** Puts a footer on every page (e.g. "page 1 of 2") and returns the file's bytes. */
  async finish(footer: (page: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      page.drawText(footer(i + 1, pages.length), {
        x: MARGIN.left,
        y: MARGIN.bottom - 30,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
    });
    return this.doc.save();
  }
}
