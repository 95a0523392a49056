import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'
import { parsePdf } from '../../electron/main/engine/library/parse/parse-pdf'
import type { PaperSection } from '../../electron/shared/domain/paper'
import { sharedFixture } from '../../test/helpers/shared-fixtures'

const run = promisify(execFile)
export const ragDevDir = sharedFixture('rag-dev')

const questionSchema = z.object({
  file: z.string(),
  q: z.string(),
  pages: z.array(z.number().int().positive()).min(1),
  keys: z.array(z.string()).min(1),
  type: z.enum(['fact', 'table', 'paraphrase']),
})
export type LabelledQuestion = z.infer<typeof questionSchema> & { id: string }

export function loadQuestions(): LabelledQuestion[] {
  const raw = JSON.parse(readFileSync(join(ragDevDir, 'questions.json'), 'utf8'))
  return z
    .array(questionSchema)
    .parse(raw)
    .map((question, index) => ({ ...question, id: `q${String(index + 1).padStart(2, '0')}` }))
}

export const pdfFiles = () =>
  readdirSync(join(ragDevDir, 'pdfs'))
    .filter((file) => file.endsWith('.pdf'))
    .sort()

export interface ParsedFixture {
  file: string
  pages: string[]
  sections: PaperSection[]
}

/** Every fixture PDF through the product's own parser. */
export async function parseFixtures(): Promise<ParsedFixture[]> {
  const parsed: ParsedFixture[] = []
  for (const file of pdfFiles()) {
    const result = await parsePdf(new Uint8Array(readFileSync(join(ragDevDir, 'pdfs', file))))
    parsed.push({ file, pages: result.pages, sections: result.sections })
  }
  return parsed
}

/** `pdftotext` text per page, as the baseline's user would script it. */
export async function pdftotextPages(file: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', join(ragDevDir, 'pdfs', file), '-'], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return stdout.split('\f').slice(0, -1)
}

export async function popplerAvailable(): Promise<boolean> {
  try {
    await run('pdftotext', ['-v'])
    return true
  } catch {
    return false
  }
}
