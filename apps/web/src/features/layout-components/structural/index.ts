import { ComponentType } from '@health-passport/domain';
import type { ComponentFamily } from '../types';
import { AccordionList } from './AccordionList';
import { BevelContainer, BevelList } from './Bevel';
import { CardGrid } from './CardGrid';
import { CardGroup } from './CardGroup';
import { CardList, CardListItem } from './CardList';
import { AnchorLink, Container, PanelGrid, Section } from './Container';
import { HAccordion } from './HAccordion';
import { Hero, IconHero, IconIndicatorHero, PanelHero } from './Hero';
import { IconHeaderList } from './IconHeaderList';
import { SnapshotsList, UsersList } from './ItemLists';
import { LinkHero } from './LinkHero';
import { SimpleButton } from './SimpleButton';
import { TabNavigator } from './TabNavigator';
import { TagList } from './TagList';
import { Teaser } from './Teaser';
import { CallOut, SimpleTitle, SourceReference, StepListItem } from './TextBlocks';

/**
 * Page structure, cards, heroes, lists, navigation and text components of the catalogue (§9). Item
 * containers (AccordionList, HAccordion, TabNavigator, UsersList, SnapshotsList) take each child as an item:
 * its title names the item, its indicator, texts, link and children fill it. The other containers draw their
 * children as they are. Properties are checked per component (node.ts); malformed ones show the notice.
 */
export const structuralComponents: ComponentFamily = {
  [ComponentType.Section]: Section,
  [ComponentType.Hero]: Hero,
  [ComponentType.IconHero]: IconHero,
  [ComponentType.IconIndicatorHero]: IconIndicatorHero,
  [ComponentType.CardGrid]: CardGrid,
  [ComponentType.CardGroup]: CardGroup,
  [ComponentType.CardList]: CardList,
  [ComponentType.CardListItem]: CardListItem,
  [ComponentType.AccordionList]: AccordionList,
  [ComponentType.HAccordion]: HAccordion,
  [ComponentType.IconHeaderList]: IconHeaderList,
  [ComponentType.TabNavigator]: TabNavigator,
  [ComponentType.LinkHero]: LinkHero,
  [ComponentType.BevelList]: BevelList,
  [ComponentType.BevelContainer]: BevelContainer,
  [ComponentType.Container]: Container,
  [ComponentType.AnchorLink]: AnchorLink,
  [ComponentType.PanelGrid]: PanelGrid,
  [ComponentType.PanelHero]: PanelHero,
  [ComponentType.StepListItem]: StepListItem,
  [ComponentType.SimpleTitle]: SimpleTitle,
  [ComponentType.CallOut]: CallOut,
  [ComponentType.Teaser]: Teaser,
  [ComponentType.SourceReference]: SourceReference,
  [ComponentType.TagList]: TagList,
  [ComponentType.SimpleButton]: SimpleButton,
  [ComponentType.UsersList]: UsersList,
  [ComponentType.SnapshotsList]: SnapshotsList,
};

// Shared with the data family: checked properties, the upsell card (CardFlipList, §4), links, icons, headings.
export { parseNode, visibleItems, type LayoutItem, type ParsedNode, type StructuralProperties } from './node';
export { UpsellCard } from './UpsellCard';
export { LayoutLink, linkKind } from './links';
export { LayoutIcon } from './LayoutIcon';
export { HeadingScope, LayoutHeading, NestedHeadings } from './headings';
