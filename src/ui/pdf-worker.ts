// pdf.js's worker, with the Map methods it needs where the browser lacks them (map-upsert.ts).
import './map-upsert'
import 'pdfjs-dist/build/pdf.worker.min.mjs'
