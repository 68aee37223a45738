// The components of every tab and panel the extension adds to Rancher's resource pages.
import { answerPoint } from './answer-point';
import { gitRepoPoint } from './git-repo-point';
import { longhornPanel, longhornTab } from '../utils/longhorn-answer';
import { fleetPanel, fleetTab } from '../utils/fleet-answer';
import { capacityPanel, capacityTab } from '../utils/capacity-answer';

export const LonghornVolumePanel = answerPoint('PlacementLonghornVolumePanel', longhornPanel, 'placement.panel.title');
export const LonghornVolumeTab = answerPoint('PlacementLonghornVolumeTab', longhornTab);
export const FleetBundlePanel = answerPoint('PlacementFleetBundlePanel', fleetPanel, 'placement.panel.title');
export const FleetBundleTab = answerPoint('PlacementFleetBundleTab', fleetTab);
// A GitRepo's: each of its Bundles' panel (untitled: the GitRepo's panel carries the title) and tab.
export const GitRepoPanel = gitRepoPoint('PlacementGitRepoPanel', answerPoint('PlacementGitRepoBundlePanel', fleetPanel), 'placement.panel.title');
export const GitRepoTab = gitRepoPoint('PlacementGitRepoTab', FleetBundleTab);
export const ClaimPanel = answerPoint('PlacementClaimPanel', capacityPanel, 'placement.panel.title');
export const ClaimTab = answerPoint('PlacementClaimTab', capacityTab);
