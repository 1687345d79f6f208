import { renderPage, type PaintTask } from './images';

/** Paints one page in a worker thread (the seed's pool, see ImageFactory). */
export default function paint(task: PaintTask): Promise<void> {
  return renderPage(task.layout, task.seed, task.filepath);
}
