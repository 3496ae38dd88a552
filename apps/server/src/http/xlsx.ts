import type { FastifyReply } from 'fastify';

/** The media type of every Excel workbook the server sends (reports, templates). */
export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An Excel workbook as a download named `ficheiro`. */
export function enviarXlsx(reply: FastifyReply, ficheiro: string, bytes: Buffer): FastifyReply {
  return reply
    .header('content-type', TIPO_XLSX)
    .header('content-disposition', `attachment; filename="${ficheiro}"`)
    .send(bytes);
}
