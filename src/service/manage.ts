// Deleting, renaming and editing a user's saved graphs, with the same checks and errors as the endpoints.
import type { GraphChanges, GraphContext, Store, StoreProvider } from '../store/types.js';
import { badRequest } from '../core/errors.js';
import { graphNameOf, notFound, ownerOf } from './graph-names.js';
import { hasLoneSurrogate, LONE_SURROGATE } from './storable-text.js';

export const MAX_DESCRIPTION_LENGTH = 2000;

/** The store, and the owner's own graph of each name; any unknown name fails before anything changes. */
async function ownGraphs(provider: StoreProvider, userName: string | undefined, names: readonly string[]): Promise<{ store: Store; owner: string; graphs: GraphContext[] }> {
  const owner = ownerOf(userName);
  const checked = names.map((n) => graphNameOf(n));
  const store = await provider('read');
  const graphs: GraphContext[] = [];
  for (const name of checked) {
    const graph = await store?.findGraph(owner, name);
    // Another user's public graph is visible but not theirs to change.
    if (!graph || graph.owner !== owner) throw notFound(name, owner);
    graphs.push(graph);
  }
  return { store: store!, owner, graphs };
}

/** Deletes the graphs; answers each name with the number of statements it held. */
export async function deleteGraphs(provider: StoreProvider, userName: string | undefined, names: readonly string[]): Promise<{ name: string; statements: number }[]> {
  const { store, owner, graphs } = await ownGraphs(provider, userName, names);
  const deleted: { name: string; statements: number }[] = [];
  for (const g of graphs) deleted.push({ name: g.name, statements: (await store.deleteGraph(owner, g.name)) ?? 0 });
  return deleted;
}

export async function renameGraph(provider: StoreProvider, userName: string | undefined, from: string, to: string): Promise<{ from: string; to: string }> {
  const target = graphNameOf(to, 'newName', 'the new name');
  const { store, owner, graphs } = await ownGraphs(provider, userName, [from]);
  if (!(await store.renameGraph(owner, graphs[0].name, target))) throw notFound(graphs[0].name, owner);
  return { from: graphs[0].name, to: target };
}

export async function editGraphs(provider: StoreProvider, userName: string | undefined, names: readonly string[], changes: GraphChanges): Promise<GraphContext[]> {
  if (changes.description === undefined && changes.favorite === undefined && changes.isPublic === undefined) {
    throw badRequest('nothing to change: give a description, favorite or public setting');
  }
  if (changes.description !== undefined && changes.description.length > MAX_DESCRIPTION_LENGTH) {
    throw badRequest(`description must be at most ${MAX_DESCRIPTION_LENGTH} characters`, 'description');
  }
  if (changes.description !== undefined && hasLoneSurrogate(changes.description)) throw badRequest(`description ${LONE_SURROGATE}`, 'description');
  const { store, owner, graphs } = await ownGraphs(provider, userName, names);
  const edited: GraphContext[] = [];
  for (const g of graphs) {
    const updated = await store.updateGraph(owner, g.name, changes);
    if (!updated) throw notFound(g.name, owner);
    edited.push(updated);
  }
  return edited;
}
