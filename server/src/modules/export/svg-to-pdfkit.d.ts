/** svg-to-pdfkit 0.1.x ships no types; this covers the options the export uses. */
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    precision?: number;
    fontCallback?: (
      family: string,
      bold: boolean,
      italic: boolean,
      fontOptions: { fauxItalic: boolean; fauxBold: boolean },
    ) => string;
    imageCallback?: (link: string) => string;
    warningCallback?: (message: string) => void;
  }

  function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgToPdfOptions): void;
  export default SVGtoPDF;
}
